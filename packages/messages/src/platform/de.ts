import type { PlatformMessages } from './types';

/** German platform texts. */
export const de: PlatformMessages = {
  product: {
    video_1: {
      name: 'Sommer-Sneaker-Drop — 15-s-Video',
      description:
        'Ein vertikales 15-Sekunden-Produktvideo für die Sommer-Sneaker-Kollektion, ausgespielt in Kurzvideo-Feeds.',
    },
    video_2: {
      name: 'Smart-Home-Hub — Erklärvideo',
      description:
        'Ein 30-sekündiges Erklärvideo zum Smart-Home-Hub, gezeigt vor und zwischen Technik-Tests.',
    },
    landing_page_1: {
      name: 'Bio-Hautpflege — Landingpage',
      description:
        'Eine mobile Landingpage für das Bio-Hautpflege-Starterset mit einem zeitlich begrenzten Bundle-Angebot.',
    },
    landing_page_2: {
      name: 'Sprachkurs — Anmeldeseite',
      description:
        'Eine Anmelde-Landingpage für einen 30-tägigen Online-Sprachkurs, ausgerichtet auf Studierende und Reisende.',
    },
    game_1: {
      name: 'Kingdom Builders — Mobile-Strategiespiel',
      description: 'Installationskampagne für ein mittelalterliches Städtebau-Strategiespiel.',
      game_description:
        'Baue dein Königreich, schmiede Allianzen und verteidige deine Mauern in Echtzeitkämpfen mit Spielern weltweit.',
    },
    game_2: {
      name: 'Bubble Pop Saga — Casual-Puzzlespiel',
      description:
        'Installationskampagne für ein Casual-Bubble-Shooter-Puzzlespiel mit täglichen Herausforderungen.',
      game_description:
        'Verbinde und zerplatze bunte Blasen in 500 Levels; spiele offline, sammle Booster und schlage deine Freunde.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      'Nach dem Start wird der Plan {{matching_s}} s lang zugeordnet, danach wird sein Budget gleichmäßig über {{run_h}} h ausgespielt. Provision: {{percent}} % des ausgespielten Budgets, abgerechnet {{settlement_h}} h nach Abschluss.',
    targeting: {
      video: 'Alter 18–45 · Kurzvideo-Zuschauer · alle Regionen · alle Geräte',
      landing_page: 'Alter 22–55 · Online-Käufer · alle Regionen · Mobil und Desktop',
      game: 'Alter 16–40 · Mobile-Gamer · alle Regionen · Android und iOS',
    },
  },
  coupon: {
    newcomer: 'Neukunden-Gutschein',
    daily_boost: 'Täglicher Boost',
  },
  flow: {
    deposit: 'Einzahlung',
    acceptance_deposit: 'Annahmeauftrag #{{id}} ({{acceptor}})',
    withdrawal: 'Auszahlung #{{id}} an {{account}}',
    withdrawal_refund: 'Auszahlung #{{id}} abgelehnt: Rückerstattung',
  },
  notice: {
    new_placements: {
      title: 'Neue Werbeplätze verfügbar',
      content:
        'Spiel-Installationskampagnen können jetzt im Rewarded-Video-Platz laufen. Sehen Sie in der Planliste nach neuen Angeboten.',
    },
    maintenance_sunday: {
      title: 'Geplante Wartung am Sonntag',
      content:
        'Die Plattform wird am Sonntag von 02:00 bis 04:00 UTC gewartet. Laufende Pläne sind nicht betroffen.',
    },
    daily_boost_back: {
      title: 'Der tägliche Boost-Gutschein ist zurück',
      content:
        'Holen Sie sich den täglichen Boost-Gutschein im Gutscheincenter: {{discount}} % Rabatt auf Ihren nächsten Plan, bis zu {{limit}}.',
    },
    welcome: {
      title: 'Willkommen im Werbezentrum',
      content:
        'Ihr Shop ist bereit. Starten Sie Ihren ersten Plan aus der Planliste und verfolgen Sie seine Auslieferung in Echtzeit.',
    },
    settlement_schedule: {
      title: 'Neuer Abrechnungsplan',
      content:
        'Provisionen werden jetzt 24 Stunden nach Abschluss eines Plans abgerechnet, an jedem Wochentag.',
    },
    maintenance_done: {
      title: 'Wartung abgeschlossen',
      content:
        'Die Datenbankwartung der letzten Nacht wurde vorzeitig abgeschlossen. Vielen Dank für Ihre Geduld.',
    },
    withdrawal_upgrade: {
      title: 'Upgrade des Auszahlungskanals',
      content:
        'Bankauszahlungen waren während eines Kanal-Upgrades 30 Minuten lang pausiert. Alle Anträge wurden bearbeitet.',
    },
    newcomer_coupon: {
      title: 'Neukunden-Gutschein',
      content:
        'Neue Shops erhalten {{amount}} Rabatt auf ihren ersten Plan ab {{threshold}}. Holen Sie ihn sich im Gutscheincenter.',
    },
    weekend_bonus: {
      title: 'Wochenend-Traffic-Bonus',
      content:
        'Pläne, die an diesem Wochenende gestartet werden, erhalten zusätzliche Impressionen in der Kategorie Spiele.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Einzahlung gutgeschrieben',
      content:
        '{{amount}} aus Annahmeauftrag #{{id}} wurde Ihrem verfügbaren Guthaben gutgeschrieben.',
    },
    acceptance_cancelled: {
      title: 'Annahmeauftrag storniert',
      content:
        'Annahmeauftrag #{{id}} wurde storniert. Es wurde nichts gutgeschrieben oder belastet.',
    },
    withdrawal_approved: {
      title: 'Auszahlung genehmigt',
      content:
        'Ihre Auszahlung #{{id}} über {{amount}} wurde genehmigt und an {{account}} überwiesen.',
    },
    withdrawal_rejected: {
      title: 'Auszahlung abgelehnt',
      content:
        'Ihre Auszahlung #{{id}} über {{amount}} wurde abgelehnt. Der Betrag wurde Ihrem verfügbaren Guthaben zurückgebucht.',
    },
    plan_launched: {
      title: 'Plan gestartet',
      content: 'Plan {{plan_no}} wurde mit {{amount}} gestartet und wird jetzt zugeordnet.',
    },
    launch_failed: {
      title: 'Start fehlgeschlagen',
      content:
        'Plan {{plan_no}} konnte nicht ausgeliefert werden. {{refund}} wurde Ihrem verfügbaren Guthaben erstattet.',
    },
    launch_completed: {
      title: 'Plan abgeschlossen',
      content:
        'Plan {{plan_no}} hat sein Budget ausgeliefert: verbraucht {{consumed}}, Provision {{revenue}}, Gewinn {{profit}}. Die Provision wird {{settlement_h}} h nach Abschluss abgerechnet.',
    },
    settled: {
      title: 'Plan abgerechnet',
      content:
        'Plan {{plan_no}} wurde abgerechnet: Provision {{revenue}} wurde Ihrem verfügbaren Guthaben gutgeschrieben. Gewinn: {{profit}}.',
    },
  },
  qa_scenario: {
    new_user:
      'Aktiv, Guthaben 0, keine Karte, keine PIN, 3 Angebote zum Starten, Neukundengutschein abholbar',
    funded:
      'Verfügbar 10000.00 (ein abgeschlossener Annahmeauftrag), Bankkarte verknüpft, PIN 123456',
    plan_pending:
      'Aufgeladen, mit den 3 Angeboten im Status pending_launch eines neuen Kontos (eines je Produkttyp)',
    plan_running:
      'Vor 2 Tagen aufgeladen; ein Plan über 1000.00 im Status in_progress, die Hälfte seines Budgets jetzt verbraucht',
    plan_waiting_settlement:
      'Aufgeladen; ein Plan über 1000.00, vor 3 Stunden vollständig verbraucht, im Status waiting_settlement (Abrechnung 24 h danach)',
    plan_settled:
      'Aufgeladen; ein Plan über 1000.00 verbraucht und abgerechnet (Buchungen ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending:
      'Aufgeladen; eine Auszahlung über 500.00 wartet auf Prüfung (verfügbar 9500.00)',
    pin_locked: 'Aufgeladen; 5 falsche PINs in Folge: PIN-Prüfungen für 15 Minuten gesperrt',
    unread_120:
      'Neues Konto mit 120 ungelesenen Benachrichtigungen (Ankündigungen, Wartung, Aktionen)',
    long_history:
      'Mindestens 500 Buchungen in den letzten 6 Monaten: jeden Monat eine Einzahlung und 28 Pläne bis zur Abrechnung',
    inactive: 'Status inactive: Anmeldung und jeder Aufruf antworten mit 402 (token null)',
    disabled: 'Status disabled: Anmeldung und jeder Aufruf antworten mit 403 (token null)',
    cancelled: 'Status cancelled: Anmeldung und jeder Aufruf antworten mit 404 (token null)',
    session_expired:
      'Aktiv, aber das zurückgegebene Token ist abgelaufen: Aufrufe damit antworten mit 503 (erneutes Anmelden funktioniert)',
  },
  scenario_notice: {
    title: 'Szenario-Benachrichtigung {{n}}',
    content: 'Benachrichtigung {{n}} von {{count}}, gesendet von einem QA-Szenario.',
  },
};
