import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@adc/messages/types';
import { uiCatalogue } from '@adc/messages/ui';
import { amountTone, createFormatter, formatBadge, localeOf, MINUS, MISSING } from './format';
import { loadLanguage } from './i18n';

const AT = '2026-11-30T13:51:08Z'; // 22:51:08 in Tokyo
const NOW = Date.parse(AT);
const ZONE = { timeZone: 'Asia/Tokyo' };

/** What each of the 12 languages shows; spaces are normalised (Intl uses NBSP / NNBSP). */
const EXPECTED: Record<
  Lang,
  { amount: string; signed: string; count: string; dateTime: string; month: string; ago: string }
> = {
  cht: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: '2026年11月30日 晚上10:51',
    month: '2026年11月',
    ago: '5 分鐘前',
  },
  de: {
    amount: '−1.080,50',
    signed: '+2.600,00',
    count: '442.067',
    dateTime: '30.11.2026, 22:51',
    month: 'November 2026',
    ago: 'vor 5 Minuten',
  },
  en: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: 'Nov 30, 2026, 10:51 PM',
    month: 'November 2026',
    ago: '5 minutes ago',
  },
  fr: {
    amount: '−1 080,50',
    signed: '+2 600,00',
    count: '442 067',
    dateTime: '30 nov. 2026, 22:51',
    month: 'novembre 2026',
    ago: 'il y a 5 minutes',
  },
  jp: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: '2026/11/30 22:51',
    month: '2026年11月',
    ago: '5 分前',
  },
  kor: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: '2026. 11. 30. PM 10:51',
    month: '2026년 11월',
    ago: '5분 전',
  },
  pt: {
    amount: '−1.080,50',
    signed: '+2.600,00',
    count: '442.067',
    dateTime: '30 de nov. de 2026, 22:51',
    month: 'novembro de 2026',
    ago: 'há 5 minutos',
  },
  ru: {
    amount: '−1 080,50',
    signed: '+2 600,00',
    count: '442 067',
    dateTime: '30 нояб. 2026 г., 22:51',
    month: 'ноябрь 2026 г.',
    ago: '5 минут назад',
  },
  // Spanish groups from five digits (CLDR): 1080,50 but 12.600,00.
  spa: {
    amount: '−1080,50',
    signed: '+2600,00',
    count: '442.067',
    dateTime: '30 nov 2026, 22:51',
    month: 'noviembre de 2026',
    ago: 'hace 5 minutos',
  },
  // Buddhist Era years (2026 → 2569), Latin digits.
  th: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: '30 พ.ย. 2569 22:51',
    month: 'พฤศจิกายน 2569',
    ago: '5 นาทีที่ผ่านมา',
  },
  vi: {
    amount: '−1.080,50',
    signed: '+2.600,00',
    count: '442.067',
    dateTime: '22:51 30 thg 11, 2026',
    month: 'tháng 11 năm 2026',
    ago: '5 phút trước',
  },
  zh: {
    amount: '−1,080.50',
    signed: '+2,600.00',
    count: '442,067',
    dateTime: '2026年11月30日 22:51',
    month: '2026年11月',
    ago: '5分钟前',
  },
};

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(LANGS)('createFormatter(%s)', (lang) => {
  const format = createFormatter(lang, ZONE);
  const expected = EXPECTED[lang];

  it('formats money with two decimals, the locale grouping and U+2212', () => {
    expect(spaces(format.amount('-1080.5'))).toBe(expected.amount);
    expect(spaces(format.amount(-1080.5))).toBe(expected.amount);
    expect(spaces(format.amount('2600', { signed: true }))).toBe(expected.signed);
    expect(format.amount('0.00', { signed: true })).not.toMatch(/[+−-]/);
    expect(spaces(format.minor(-108_050n))).toBe(expected.amount);
    expect(spaces(format.minor(260_000n, { signed: true }))).toBe(expected.signed);
    expect(format.minor(null)).toBe(MISSING);
  });

  it('never shows the ASCII hyphen as a minus', () => {
    for (const text of [format.amount('-0.01'), format.count(-3), format.percent(-5)]) {
      expect(text).toContain(MINUS);
      expect(text).not.toContain('-');
    }
  });

  it('formats counts, dates, months and relative times', () => {
    expect(spaces(format.count(442067))).toBe(expected.count);
    expect(spaces(format.dateTime(AT))).toBe(expected.dateTime);
    expect(spaces(format.month('2026-11'))).toBe(expected.month);
    expect(format.relative('2026-11-30T13:46:08Z', NOW)).toBe(expected.ago);
  });

  it('says "just now" in the language under a minute, not "this minute" (Intl)', async () => {
    await loadLanguage(lang);
    const justNow = uiCatalogue[lang].common.just_now;
    for (const seconds of [0, 5, 59]) {
      expect(format.relative(NOW - seconds * 1000, NOW)).toBe(justNow);
    }
    // A clock a little ahead of the server's: a time a few seconds ahead is "just now" too.
    expect(format.relative(NOW + 5000, NOW)).toBe(justNow);
    if (lang !== 'en') expect(justNow).not.toBe(uiCatalogue.en.common.just_now);
    // A minute and more is Intl's relative time again.
    expect(format.relative(NOW - 60_000, NOW)).not.toBe(justNow);
  });

  it('uses Latin digits and the calendar of the choice (Buddhist years only in th)', () => {
    expect(format.date(AT)).toMatch(lang === 'th' ? /2569/ : /2026/);
    expect(format.dateTime(AT)).toMatch(/^[^\u0e50-\u0e59\u0660-\u0669]*$/);
  });

  it('shows MISSING for absent or unreadable values', () => {
    expect(format.amount(null)).toBe(MISSING);
    expect(format.amount('1e3')).toBe(MISSING);
    expect(format.amount('')).toBe(MISSING);
    expect(format.count(Number.NaN)).toBe(MISSING);
    expect(format.dateTime('not a date')).toBe(MISSING);
    expect(format.month('2026/11')).toBe(MISSING);
  });
});

describe('the formatter', () => {
  it('formats amount strings exactly (no floating point)', () => {
    expect(createFormatter('en').amount('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('maps app codes to BCP-47 tags and unknown codes to English', () => {
    expect(localeOf('jp')).toBe('ja-u-ca-gregory-nu-latn');
    expect(localeOf('cht')).toBe('zh-Hant-u-ca-gregory-nu-latn');
    expect(localeOf('th')).toBe('th-u-ca-buddhist-nu-latn');
    expect(createFormatter('xx').lang).toBe('en');
  });

  it('is relative within a week, then the date', () => {
    const format = createFormatter('en', ZONE);
    expect(format.relative('2026-11-29T13:51:08Z', NOW)).toBe('yesterday');
    expect(format.relative('2026-11-20T13:51:08Z', NOW)).toBe('Nov 20, 2026');
  });

  it('never says "this minute" (Intl numeric auto) for a time seconds ago', async () => {
    for (const [lang, thisMinute, justNow] of [
      ['en', 'this minute', 'just now'],
      ['fr', 'cette minute-ci', 'à l’instant'],
      ['ru', 'в эту минуту', 'только что'],
      ['de', 'diese Minute', 'gerade eben'],
    ] as const) {
      await loadLanguage(lang);
      const shown = createFormatter(lang, ZONE).relative(NOW - 5000, NOW);
      expect(shown).not.toBe(thisMinute);
      expect(shown).toBe(justNow);
    }
  });

  it('shows percentages of 0–100', () => {
    expect(createFormatter('en').percent(5)).toBe('5%');
    expect(spaces(createFormatter('de').percent(12.5))).toBe('12,5 %');
  });
});

describe('formatBadge (UNREAD_BADGE_CAP)', () => {
  it('is empty for nothing unread', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(undefined)).toBe('');
    expect(formatBadge(-3)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});

describe('decimal', () => {
  it('keeps the decimals of a rate in the locale', () => {
    expect(createFormatter('en').decimal('7.2500')).toBe('7.2500');
    expect(createFormatter('de').decimal('1234.5')).toBe('1.234,5');
    expect(createFormatter('en').decimal('3')).toBe('3');
  });
});

describe('amountTone', () => {
  it.each([
    ['-1281.38', 'negative'],
    ['-0.01', 'negative'],
    ['0.00', 'zero'],
    ['12.50', 'positive'],
    [null, 'zero'],
    ['abc', 'zero'],
  ] as const)('%s is %s (profit can be negative)', (value, tone) => {
    expect(amountTone(value)).toBe(tone);
  });
});
