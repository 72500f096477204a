import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/paths';
import { FAQ_IDS, faqKeys, type FaqId } from '../lib/faq';
import { MenuList } from './menu-list';

/** Links to the FAQ questions (→ /ad-center/ques-detail?id=…). */
export function FaqList({
  ids = FAQ_IDS,
  testIdPrefix = 'ad-center-faq',
}: {
  ids?: readonly FaqId[];
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <MenuList
      items={ids.map((id) => ({
        key: id,
        icon: <QuestionCircleOutline />,
        label: t(faqKeys(id).question),
        to: `${PATHS.quesDetail}?id=${id}`,
        testId: `${testIdPrefix}-${id}`,
      }))}
    />
  );
}
