/**
 * Issue 8, "Fix the words a user notices": one name per thing across screens, touch wording, and
 * forms that ask for what they mean, in all 12 languages.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../types';
import { catalogue } from '../index';
import { platformCatalogue } from '../platform';
import { uiCatalogue } from './index';
import { featureCatalogues } from './features';
import { CONVERSION as JAPANESE_CONVERSION } from './features/japanese-words';
import { CONVERSION } from './features/thai-words';

const ui = (lang: (typeof LANGS)[number]) => uiCatalogue[lang];

describe('the words a user notices', () => {
  it.each(LANGS)(
    '%s: the profile and the ad center call the uid the same (operator ID)',
    (lang) => {
      const { profile, ad_center } = ui(lang);
      expect(profile.uid).toBe(ad_center.operated.input_label);
      expect(profile.uid_line).toContain(ad_center.operated.input_label);
      expect(ad_center.home.operator_id).toContain(ad_center.operated.input_label);
    },
  );

  it.each(LANGS)(
    '%s: the wallet-address form asks for wallet details, not a bank branch',
    (lang) => {
      const { bank, wallet } = ui(lang).wallet.bind_card;
      expect(wallet.branchName).not.toBe(bank.branchName);
      expect(wallet.cardName).not.toBe(ui(lang).wallet.bind_card.bank.cardName);
      expect(wallet.mobile).toBe(bank.mobile); // a phone number for both, not an "account number"
      expect(ui(lang).wallet.bind_card.account_kept).toContain('{{account}}');
    },
  );

  it('English says tap, not click, and names the investment as the home screen does', () => {
    const english = JSON.stringify({ ...catalogue.en, ...uiCatalogue.en });
    expect(english).not.toMatch(/\bclick (to|on|here)\b/i);
    expect(english).not.toMatch(/\bPut (amount|progress)\b/);
    expect(uiCatalogue.en.plan.card.put_amount).toBe(
      uiCatalogue.en.ad_center.overview.investment_amount,
    );
  });

  // The ad center has one name per language: its page title. A button back to it, the FAQ
  // answers that send the user there and every other text say that name, not the English one.
  it.each(LANGS.filter((lang) => uiCatalogue[lang].titles.ad_center !== 'Ad Center'))(
    '%s: the ad center is called by its translated name everywhere',
    (lang) => {
      const name = ui(lang).titles.ad_center;
      const all = JSON.stringify([catalogue[lang], platformCatalogue[lang], uiCatalogue[lang]]);
      expect(all).not.toMatch(/Ad[ -]?Cent(er|re)/i);
      expect(ui(lang).ad_center.faq.back_home.toLowerCase()).toContain(name.toLowerCase());
      expect(ui(lang).ad_center.pay_password.back_home.toLowerCase()).toContain(name.toLowerCase());
      expect(platformCatalogue[lang].notice.welcome.title.toLowerCase()).toContain(
        name.toLowerCase(),
      );
    },
  );

  it('no required-field message reads "Details is required"', () => {
    expect(uiCatalogue.en.ad_center.feedback.content).not.toMatch(/s$/);
  });

  // The licence key is the register form's name for an authorization code, the account-opening
  // form asks for one, and the error of an unknown one (API.md, the spec's catalogue) says
  // "Authorization code not found": one term for the one thing.
  it.each(LANGS)(
    '%s: the licence-key and account-opening fields name the authorization code its error speaks of',
    (lang) => {
      // one apostrophe for the comparison (the French texts write ’)
      const plain = (text: string) => text.toLowerCase().replace(/’/g, "'");
      const term = plain(AUTHORIZATION_CODE[lang]);
      expect(plain(catalogue[lang].error.authorization_code_not_found)).toContain(term);
      expect(plain(ui(lang).auth.license_key)).toContain(term);
      expect(plain(ui(lang).welcome.code_label)).toContain(term);
    },
  );
});

const AUTHORIZATION_CODE: Record<(typeof LANGS)[number], string> = {
  en: 'authorization code',
  de: 'Autorisierungscode',
  fr: 'code d’autorisation',
  jp: '認証コード',
  kor: '인증 코드',
  pt: 'código de autorização',
  ru: 'код авторизации',
  spa: 'código de autorización',
  th: 'รหัสอนุญาต',
  vi: 'mã ủy quyền',
  zh: '授权码',
  cht: '授權碼',
};

// The browser's Thai dictionary does not know this loanword and breaks it between syllables at
// the end of a line; the catalogue writes it with word joiners (features/thai-words.ts).
describe('Thai line breaks', () => {
  it('"conversion" is never written without its word joiners', () => {
    const thai = JSON.stringify(uiCatalogue.th);
    expect(thai).toContain(CONVERSION);
    expect(thai.replaceAll(CONVERSION, '')).not.toMatch(/คอน\s*เวอร์\s*ชัน/);
  });
});

// Chromium's Japanese phrase segmenter cut this loanword as "コンバージ|ョン" at the end of a line
// (the plan detail and the FAQ at 375 px); the catalogue writes it with word joiners
// (features/japanese-words.ts).
describe('Japanese line breaks', () => {
  it('"conversion" is never written without its word joiners', () => {
    const japanese = JSON.stringify(uiCatalogue.jp);
    expect(japanese).toContain(JAPANESE_CONVERSION);
    expect(japanese.replaceAll(JAPANESE_CONVERSION, '')).not.toMatch(/コ\u2060?ン\u2060?バ/);
  });
});

// The home's and the plan's "To be consumed" (the plans' unspent budget, a coupon's part included)
// and the wallet's (the user's own money still committed) differ after a launch with a coupon: the
// figures' sheet says so, naming the wallet's figure as the wallet labels it.
describe('the two "To be consumed" figures', () => {
  it.each(LANGS)('%s: the figures’ note names the wallet’s "To be consumed"', (lang) => {
    const { ad_center, wallet } = ui(lang);
    expect(ad_center.figures.wallet_note).toContain(wallet.home.to_be_consumed);
  });
});

// One English term, one translation: a figure is named the same on every screen that shows it
// (the tester found "Investitionsbetrag" on the home but "Einsatzbetrag" on the plan card, and
// three Japanese names for it). Soft hyphens and word joiners only place line breaks.
describe('one name per figure across screens', () => {
  const label = (text: string) => text.replace(/[\u00ad\u2060]/g, '');
  const names = (lang: (typeof LANGS)[number]) => {
    const { ad_center, plan, wallet, qa } = ui(lang);
    return {
      investment_amount: [
        ad_center.overview.investment_amount,
        plan.card.put_amount,
        plan.launch.amount,
      ],
      to_be_consumed: [
        ad_center.overview.to_be_consumed,
        wallet.home.to_be_consumed,
        qa.user.to_be_consumed,
      ],
      to_be_settled: [wallet.home.to_be_settled, qa.user.to_be_settled],
      impressions: [ad_center.overview.impressions, plan.realtime.impressions],
      clicks: [ad_center.overview.clicks, plan.realtime.clicks],
      security_deposit: [ad_center.home.deposit, qa.user.security_deposit],
      // an amount of money: the acceptance's and the QA console's (Spanish said Monto and Importe)
      amount: [wallet.fx.amount, qa.user.amount_label],
    };
  };

  it('English uses one term for each', () => {
    for (const [figure, texts] of Object.entries(names('en')))
      expect(new Set(texts.map(label)).size, figure).toBe(1);
  });

  it.each(LANGS)('%s: one translation for each', (lang) => {
    for (const [figure, texts] of Object.entries(names(lang)))
      expect(new Set(texts.map(label)), `${lang} ${figure}`).toEqual(new Set([label(texts[0]!)]));
  });

  // The FAQ's steps to launch a plan and the server's refusal of the amount name the investment
  // as the launch form does (French, Portuguese and Spanish prose kept "montant d’investissement",
  // "valor de investimento", "importe / monto de inversión" after the labels were unified).
  it.each(LANGS)(
    '%s: the FAQ and the server name the investment amount as the labels do',
    (lang) => {
      const name = label(ui(lang).ad_center.overview.investment_amount).toLowerCase();
      const inflected = lang === 'ru' ? name.replace(/^сумма /, 'сумму ') : name; // «Введите сумму…»
      expect(ui(lang).ad_center.faq.items.launch_plan.a.toLowerCase()).toContain(inflected);
      expect(catalogue[lang].error.investment_amount_out_of_range.toLowerCase()).toContain(name);
    },
  );

  // The FAQ quotes the status a launched plan moves to as the plan list shows it (Korean said
  // 진행 중 for 집행 중, Russian «Выполняется» for «В процессе»).
  it.each(LANGS)('%s: the FAQ names the In progress status as the plans do', (lang) => {
    const status = ui(lang).enums.plan_status.in_progress.toLowerCase();
    expect(ui(lang).ad_center.faq.items.launch_plan.a.toLowerCase()).toContain(status);
  });

  // Spanish wrote an amount of money as "monto" (Monto invertido, the wallet, the server) and as
  // "importe" (the QA console, the FAQ, the rules, the coupons): monto everywhere.
  it('Spanish says monto for an amount, as the investment amount does', () => {
    const spa = ui('spa');
    const word = label(spa.wallet.fx.amount).toLowerCase();
    expect(word).toBe('monto');
    expect(label(spa.ad_center.overview.investment_amount).toLowerCase()).toContain(word);
    expect(spa.enums.coupon_kind.fixed_amount.toLowerCase()).toContain(word);
    expect(spa.ad_center.coupon.no_min.toLowerCase()).toContain(word);
    expect(spa.ad_center.faq.items.withdrawal.a.toLowerCase()).toContain(word);
  });

  // The FAQ quotes a withdrawal's statuses as Funding details shows them (审核中 for 待审核,
  // 審査中 for 審査待ち, 심사 중 for 심사 대기, en revisión for Pendiente de revisión…).
  it.each(LANGS)('%s: the FAQ names the withdrawal statuses as the wallet does', (lang) => {
    const faq = ui(lang).ad_center.faq.items.withdrawal.a.toLowerCase();
    for (const status of Object.values(ui(lang).enums.withdrawal_status))
      expect(faq, `${lang} ${status}`).toContain(status.toLowerCase());
  });

  it('Thai names the landing-page product type in Thai, as the products do', () => {
    const th = ui('th');
    expect(th.enums.product_type.landing_page).not.toMatch(/[A-Za-z]/);
    expect(JSON.stringify(th)).not.toMatch(/Landing/); // the key landing_page aside
  });
});

// A screen is called by its title wherever a way to it is labelled: the header's button, the ad
// center's quick-access cell (the tester found 在线客服 on the page but 客服 on the header's button,
// and サポート on the cell that opens カスタマーサービス).
describe('one name per screen: its title and the entries that open it', () => {
  const label = (text: string) => text.replace(/[\u00ad\u2060]/g, '');
  const screens = (lang: Lang) => {
    const { titles, header, ad_center, qa, wallet } = ui(lang);
    return {
      customer: [titles.customer, header.customer_service, ad_center.entries.customer_service],
      feedback: [titles.feedback, ad_center.entries.feedback],
      wallet: [titles.wallet, ad_center.entries.wallet, qa.user.wallet],
      plan_follow: [titles.operated, ad_center.entries.plan_follow],
      plans: [titles.plan, ad_center.entries.plans],
      activities: [titles.activities, ad_center.entries.activities],
      follow_records: [ad_center.entries.follow_records, ad_center.operated.records_title],
      shop_level: [titles.level, ad_center.home.shop_level],
      // the wallet's row, the route's title and the page's heading (English said "Foreign
      // exchange" in the title but "Foreign exchange acceptance" on the row and the heading)
      foreign_exchange: [
        titles.foreign_exchange,
        wallet.home.foreign_exchange,
        wallet.fx.hero_title,
      ],
    };
  };

  it.each(LANGS)('%s: each entry says its screen’s title', (lang) => {
    for (const [screen, texts] of Object.entries(screens(lang)))
      expect(new Set(texts.map(label)), `${lang} ${screen}`).toEqual(new Set([label(texts[0]!)]));
  });

  // The FAQ's deposit answer sends the user to the foreign-exchange screen by its title (it said
  // 外汇兑换, „Devisen“, Change, Câmbio, Divisas… for a screen titled otherwise).
  it.each(LANGS)('%s: the FAQ names the foreign-exchange screen by its title', (lang) => {
    const { titles, ad_center } = ui(lang);
    expect(ad_center.faq.items.deposit.a).toContain(titles.foreign_exchange);
  });
});

// Thai launches a plan with one verb, เริ่มแผน, as the FAQ, the statuses, the notifications and
// the server say (the launch form said เปิดตัวแผนนี้ / เปิดตัวเลย, a product launch's word).
describe('Thai: one verb for launching a plan', () => {
  it('the launch form, its toast, the FAQ, the statuses and the server say เริ่มแผน', () => {
    const { plan, ad_center, enums } = ui('th');
    const texts = [
      plan.launch.title,
      plan.launch.submit,
      plan.launch.no_password_notice,
      plan.goods.launch,
      plan.detail.refund_note,
      plan.detail.launched_at,
      ad_center.faq.items.launch_plan.q,
      enums.plan_status.pending_launch,
      enums.plan_status.launch_failed,
      catalogue.th.success.put,
      catalogue.th.error.plan_not_launchable,
      platformCatalogue.th.event.plan_launched.title,
      platformCatalogue.th.event.launch_failed.title,
    ];
    for (const text of texts) expect(text).toContain('เริ่มแผน');
  });
});

// The acceptance code and the acceptor are named in the FAQ's deposit answer and the server's
// refusals as the foreign-exchange screen labels them (the Japanese FAQ asked for a 承認コード
// from an アクセプター where the screen says 引受コード and 引受業者; German, Russian, Thai and
// Vietnamese errors said Akzeptanzcode, код акцепта, รหัสรับรอง, mã chấp nhận).
describe('one name for the acceptance code and the acceptor', () => {
  const plain = (text: string) => text.toLowerCase().replace(/’/g, "'");
  // Russian declines both: «по коду приёма», «агента приёма», «агентов приёма»
  const code = (lang: Lang) =>
    lang === 'ru' ? /код\S* приёма/ : plain(ui(lang).wallet.fx.code_label);
  const acceptor = (lang: Lang) =>
    lang === 'ru' ? /агент\S* приёма/ : plain(ui(lang).wallet.fx.acceptor);

  it.each(LANGS)(
    '%s: the FAQ and the server say the code and the acceptor as the screen does',
    (lang) => {
      const faq = plain(ui(lang).ad_center.faq.items.deposit.a);
      const { acceptance_code_error, acceptance_limit_exceeded } = catalogue[lang].error;
      expect(faq).toMatch(code(lang));
      expect(plain(acceptance_code_error)).toMatch(code(lang));
      expect(plain(ui(lang).wallet.home.foreign_exchange_hint)).toMatch(code(lang));
      expect(faq).toMatch(acceptor(lang));
      expect(plain(acceptance_limit_exceeded)).toMatch(acceptor(lang));
    },
  );
});

// Vietnamese and Korean launch a plan with one verb, the one the plan statuses say (Chờ triển
// khai, Triển khai thất bại; 집행 대기, 집행 실패): the launch form, the FAQ, the rules and the
// notifications said khởi chạy (Khởi chạy ngay, Chưa khởi chạy) and 시작 (시작 후 플랜은…,
// 플랜은 어떻게 시작하나요?).
describe('Vietnamese and Korean: one verb for launching a plan', () => {
  const VERB = { vi: 'triển khai', kor: '집행' } as const;
  it.each(Object.keys(VERB) as (keyof typeof VERB)[])(
    '%s: every launch text says the statuses’ verb',
    (lang) => {
      const { plan, ad_center, enums, wallet } = ui(lang);
      const platform = platformCatalogue[lang];
      const texts = [
        enums.plan_status.pending_launch,
        enums.plan_status.launch_failed,
        plan.launch.title,
        plan.launch.submit,
        plan.launch.password_description,
        plan.launch.no_password_notice,
        plan.card.not_launched,
        plan.goods.launch,
        plan.detail.refund_note,
        plan.list.offers_text,
        ad_center.rules.intro,
        ad_center.rules.r1,
        ad_center.rules.r2,
        ad_center.faq.items.launch_plan.q,
        ad_center.faq.items.launch_plan.a,
        ad_center.activities.rule_usage,
        ad_center.figures.wallet_note,
        wallet.flows.info_explain,
        catalogue[lang].error.plan_not_launchable,
        platform.plan.rules,
        platform.event.launch_failed.title,
        platform.event.plan_launched.title,
        platform.event.plan_launched.content,
      ];
      for (const text of texts) expect(text.toLowerCase()).toContain(VERB[lang]);
    },
  );
});

// A pair of figures says one root: Russian paired Потрачено with К расходованию, Vietnamese Đã
// tiêu with Chờ tiêu hao (consumed / to be consumed).
describe('the consumed pair shares one root', () => {
  const ROOT: Partial<Record<Lang, RegExp>> = { ru: /потра[тч]/i, vi: /tiêu hao/i };
  it.each(Object.entries(ROOT) as [Lang, RegExp][])(
    '%s: Consumed and To be consumed',
    (lang, root) => {
      const { ad_center, wallet, qa } = ui(lang);
      for (const text of [
        ad_center.overview.consumed,
        ad_center.overview.to_be_consumed,
        wallet.home.to_be_consumed,
        qa.user.to_be_consumed,
        ad_center.figures.wallet_note,
      ])
        expect(text).toMatch(root);
    },
  );
});

// The transaction password is named in the server's refusals as the PIN dialog and the profile
// name it (Russian said «платёжный пароль» in the errors, «Пароль для транзакций» on the screens).
describe('one name for the transaction password', () => {
  it.each(LANGS)('%s: the PIN dialog, the profile and the server’s messages', (lang) => {
    const name = ui(lang).profile.pay_password.toLowerCase();
    expect(ui(lang).pay_password.title.toLowerCase()).toBe(name);
    const { pay_password_incorrect, pay_password_format, pay_password_not_set } =
      catalogue[lang].error;
    for (const text of [pay_password_incorrect, pay_password_format, pay_password_not_set])
      expect(text.toLowerCase().replace(/(\d)桁の/, '$1桁の')).toContain(name);
  });
});

// An acceptance order is named after the foreign-exchange screen in the QA console, the funding
// details' line and the notifications (German said Akzeptanzauftrag there but Annahmeaufträge in
// the console, Japanese 受付注文 and 引受注文, Vietnamese Lệnh chấp nhận for a Tiếp nhận screen,
// Thai คำสั่งรับชำระ and คำสั่งรับแลกเปลี่ยน for รับแลก).
describe('one name for an acceptance order', () => {
  const ORDER: Record<Lang, RegExp> = {
    en: /acceptance orders?/i,
    zh: /承兑订单/,
    cht: /承兌訂單/,
    jp: /引受注文/,
    kor: /인수 주문/,
    th: /คำสั่งรับแลก/,
    vi: /đơn tiếp nhận/i,
    de: /Annahmeauftr[aä]g/,
    fr: /ordres? d’acceptation/i,
    pt: /orde(m|ns) de aceitação/i,
    spa: /(orden|órdenes) de aceptación/i,
    ru: /заявк\S* на приём/i,
  };
  it.each(LANGS)('%s: the console, the funding line and the notices', (lang) => {
    const platform = platformCatalogue[lang];
    for (const text of [
      ui(lang).qa.user.acceptance_orders,
      platform.flow.acceptance_deposit,
      platform.event.deposit_credited.content,
      platform.event.acceptance_cancelled.title,
      platform.event.acceptance_cancelled.content,
    ])
      expect(text).toMatch(ORDER[lang]);
  });
});

// French: the launch form's coupon row is called as the coupons' page is (Mes coupons: it said
// Coupon de réduction), the landing-page product as its type (Page de destination: the products
// said page d’atterrissage), and every text writes the typographic apostrophe, as most did.
describe('French', () => {
  it('the coupon and the landing page have one name', () => {
    const fr = ui('fr');
    expect(fr.ad_center.entries.coupons.toLowerCase()).toContain(
      fr.plan.launch.coupon.toLowerCase(),
    );
    expect(platformCatalogue.fr.product.landing_page_1.name.toLowerCase()).toContain(
      fr.enums.product_type.landing_page.toLowerCase(),
    );
  });

  it("every French text writes ’, not ' (the server’s, the platform’s, the UI’s, the features’)", () => {
    const features = Object.values(featureCatalogues).map((feature) => feature.fr);
    const texts = JSON.stringify([catalogue.fr, platformCatalogue.fr, uiCatalogue.fr, features]);
    expect(texts).not.toMatch(/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/);
  });
});

// The PIN dialog of a launch with a coupon that lowers the payment says what the wallet pays and
// the plan's amount (the plan and its notification say "launched with" the amount).
describe('the launch’s PIN dialog', () => {
  it.each(LANGS)('%s: with a coupon it names what is paid and the plan’s amount', (lang) => {
    const { password_description, password_description_coupon } = ui(lang).plan.launch;
    expect(password_description).toContain('{{amount}}');
    expect(password_description_coupon).toContain('{{paid}}');
    expect(password_description_coupon).toContain('{{amount}}');
  });
});

// A name a figure or screen had besides its one name stays gone from every text of the language,
// labels and prose alike (the FAQ said インプレッション where the figures say 表示回数).
describe('second names that were retired', () => {
  const text = (lang: Lang) =>
    JSON.stringify([catalogue[lang], uiCatalogue[lang], platformCatalogue[lang]]).replace(
      /[\u00ad\u2060]/g,
      '',
    );

  it.each(Object.entries(RETIRED) as [Lang, (string | RegExp)[]][])(
    '%s: none of its retired names is written',
    (lang, retired) => {
      const all = text(lang);
      for (const name of retired)
        if (typeof name === 'string') expect(all, `${lang} ${name}`).not.toContain(name);
        else expect(all, `${lang} ${name}`).not.toMatch(name);
    },
  );
});

type Lang = (typeof LANGS)[number];

/** Per language, the names a figure or screen no longer has (the one it has is pinned above). */
const RETIRED: Partial<Record<Lang, (string | RegExp)[]>> = {
  // impressions 曝光量, clicks 点击量 (the FAQ's 曝光 / 点击); customer service 客服中心, as its
  // back link says
  // the foreign-exchange screen 外汇承兑, as its title says
  // a withdrawal's statuses are 待审核 / 已拒绝, as Funding details and the notice say
  zh: ['展示次数', '点击次数', '在线客服', '外汇兑换', '审核中', '驳回'],
  // impressions 曝光次數, clicks 點擊次數 (beside 轉換次數); customer service 客服中心
  // the foreign-exchange screen 外匯承兌
  // a withdrawal's statuses are 待審核 / 已拒絕 (遭拒), the QA console's button too
  cht: ['曝光量', '點擊量', '線上客服', '外匯兌換', '審核中', '駁回'],
  // impressions 노출수, clicks 클릭수 (beside 전환수); customer service 고객센터, as the server's
  // messages write it (their 402–404 send the user there)
  // the foreign-exchange screen 외환 인수 (the FAQ said 외환)
  // and its acceptor 인수업체, as the screen labels it
  // a withdrawal pending review is 심사 대기
  // a plan is launched with 집행, as its statuses say (시작 대기 → 집행 대기)
  kor: [
    '노출 수',
    '클릭 수',
    '고객 센터',
    /외환(?! 인수)/,
    '인수자',
    '심사 중',
    '시작 대기',
    '시작 후',
    '시작에 실패',
    '플랜을 시작',
    '어떻게 시작',
    '플랜 시작',
    '시작한 플랜',
    '시작할 제안',
    '사용해 시작',
  ],
  // impressions 表示回数, clicks クリック数
  // binding a card or wallet address is 紐付け, as the wallet and the server say (登録 is signing up)
  // the foreign-exchange screen 外貨引受 (its title said 外貨両替), its code 引受コード, its acceptor
  // 引受業者, as the screen and the server say
  jp: [
    'インプレッション',
    /クリック(?!数)/,
    'ご意見',
    'カードの登録',
    'アドレスを登録',
    '外貨両替',
    '承認コード',
    'アクセプター',
    // a withdrawal pending review is 審査待ち
    '審査中',
    // an acceptance order is a 引受注文, as the screen is 外貨引受
    '受付注文',
  ],
  // clicks การคลิก (beside การแสดงผล); customer service ฝ่ายบริการลูกค้า, the back link too
  // a plan is แผน, its statuses too (they said แคมเปญ, campaign)
  // the foreign-exchange screen รับแลกเงินตราต่างประเทศ, its code รหัสรับแลก, its acceptor ผู้รับแลก
  th: [
    /(?<!การ)คลิก/,
    'กลับไปที่บริการลูกค้า',
    'เริ่มแคมเปญ',
    'แคมเปญเสร็จสิ้น',
    'แลกเปลี่ยนเงินตรา',
    'รหัสรับรอง',
    'ผู้รับรอง',
    'รหัสรับแลกเปลี่ยน',
    'ผู้รับแลกเปลี่ยน',
    // a plan is launched with เริ่มแผน (the launch form said เปิดตัว)
    'เปิดตัว',
    // an acceptance order is a คำสั่งรับแลก
    'คำสั่งรับชำระ',
    'คำสั่งรับแลกเปลี่ยน',
  ],
  // the ad center's cells say the screens' titles (Wallet, Feedback); the security deposit is the
  // Kaution on the home and in the QA console alike
  // the foreign-exchange screen is the Devisenannahme (the FAQ said „Devisen“)
  // and its code and acceptor Annahmecode, Annehmer
  de: [
    'Mein Wallet',
    'Feedback geben',
    'Sicherheitskaution',
    '„Devisen“',
    'Akzeptanzcode',
    'Akzeptanzstelle',
    'Akzeptant',
    // an acceptance order is an Annahmeauftrag
    'Akzeptanz',
  ],
  // the investment amount: Montant investi, Valor investido, Monto invertido, Сумма инвестиции
  // the foreign-exchange screen: Acceptation de devises, Aceitação de câmbio, Aceptación de divisas,
  // Валютный приём, Tiếp nhận ngoại hối, as the wallet's row says (the titles said otherwise)
  // the coupon row is Coupon (Mes coupons), the landing page a page de destination, a count is
  // 'Disponibles : 2' (not '2 disponible(s)')
  fr: [
    'montant d’investissement',
    "montant d'investissement",
    'Change de devises',
    'Coupon de réduction',
    'atterrissage',
    'disponible(s)',
  ],
  pt: ['valor de investimento', 'disponível(is)'],
  // the buttons to customer service name it as its title does (Atención al cliente)
  // an amount is a monto (the investment's Monto invertido too), never an importe
  // a withdrawal pending review is Pendiente de revisión
  spa: [
    'Contactar con soporte',
    /importe/i,
    'monto de inversión',
    'Cambio de divisas',
    '(en revisión',
    'disponible(s)',
  ],
  // the code and the acceptor: код приёма, агент приёма; mã tiếp nhận, bên tiếp nhận
  // the pair Потрачено / Осталось потратить; the transaction password is «пароль для транзакций»
  ru: ['сумму инвестиций', 'Обмен валюты', /акцепт/i, 'К расходованию', /платёжн\S* парол/i],
  // a withdrawal pending review is Chờ duyệt
  // a plan is launched with triển khai (its statuses' verb); consumed is Đã tiêu hao
  vi: [
    'Đổi ngoại tệ',
    /(mã|bên|đơn vị|lệnh) chấp nhận/i,
    /đang xét duyệt/i,
    /khởi chạy/i,
    /đã tiêu(?! h)/i,
  ],
  // the foreign-exchange screen is the Foreign exchange acceptance, its title too
  en: [/Foreign exchange(?! acceptance)/],
};

// A count beside a noun that takes a plural in the language ('1 users', '1 utilisateurs', '1
// warten') is written as a label, 'Users: 1', as the catalogue writes its other counts (it has no
// plural keys: every language has the English keys).
describe('counts in the QA console', () => {
  // German's Benutzer is the same in the plural; English, French, Portuguese and Spanish add -s
  it.each(['en', 'fr', 'pt', 'spa', 'ru'] as const)('%s: the users found', (lang) => {
    expect(featureCatalogues.qa[lang].users.total).toMatch(/:\s?\{\{count\}\}$/);
  });

  // '1 warten' (German), where the verb takes the number
  it.each(['de', 'ru'] as const)('%s: the threads awaiting a reply', (lang) => {
    expect(featureCatalogues.qa[lang].support.awaiting).toMatch(/:\s?\{\{count\}\}$/);
  });
});
