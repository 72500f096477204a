import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@adc/contract';
import { changeLanguage, pickLanguage } from '@/lib/i18n';
import { HTML_LANG, languageOptions, type LanguageMap } from '@/lib/language';
import { useBackToClose } from '@/lib/overlay-history';
import { useEditUserInfo } from '@/lib/resources';
import { storage } from '@/lib/storage';
import styles from './app-header.module.css';

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
  languageMap: LanguageMap | null | undefined;
}

/**
 * Bottom sheet listing the languages of the basic config's client_language_map, in the app's own
 * order (English first, then @adc/domain's list: languageOptions), not the config's: a titled dialog
 * of real buttons (focusable, each name marked up in its own language), then Cancel. Once shown
 * it holds the focus (on the current language), and gives it back to the opener once closed.
 */
export function LanguageSheet({ visible, onClose, languageMap }: LanguageSheetProps) {
  const { t, i18n } = useTranslation();
  const editUser = useEditUserInfo();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closeFromMask = useBackToClose(visible, onClose);
  useEffect(() => {
    if (visible && document.activeElement instanceof HTMLElement)
      openerRef.current = document.activeElement;
  }, [visible]);
  const focusCurrent = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.contains(document.activeElement)) return;
    const current = dialog.querySelector<HTMLElement>('[aria-current="true"]');
    (current ?? dialog.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true });
  };
  const restoreFocus = () => {
    openerRef.current?.focus({ preventScroll: true });
    openerRef.current = null;
  };
  const choose = (lang: Lang) => {
    // Signed in, the account's language follows now (the profile shows it; the server writes the
    // user's texts in it); the app switches whatever the save does: the API layer shows a failure.
    // Signed out, it is the user's pick, which the next sign-in on this device saves to that
    // account (lib/session-language.ts).
    if (!storage.getToken()) {
      void pickLanguage(lang);
    } else {
      void changeLanguage(lang);
      if (storage.getUserInfo()?.lang !== lang) editUser.mutate({ lang });
    }
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={closeFromMask}
      onClose={onClose}
      position="bottom"
      afterShow={focusCurrent}
      afterClose={restoreFocus}
      bodyClassName={styles.langSheet}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.langTitle}>
          {t('header.choose_language')}
        </h2>
        <ul className={styles.langList}>
          {languageOptions(languageMap).map(({ lang, label }) => {
            const current = lang === i18n.language;
            return (
              <li key={lang}>
                <button
                  type="button"
                  lang={HTML_LANG[lang]}
                  aria-current={current ? 'true' : undefined}
                  className={[styles.langItem, current ? styles.langActive : '']
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => choose(lang)}
                >
                  {label}
                  {current && <span aria-hidden="true"> ✓</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={styles.langCancel} onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Popup>
  );
}
