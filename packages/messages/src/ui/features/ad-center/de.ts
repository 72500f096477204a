import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Deutsch */
export const de: FeatureMessages<typeof en> = {
  home: {
    operator_id: 'Betreiber-ID: {{uid}}',
    credit_score: 'Bonitätswert',
    shop_level: 'Shop-Stufe',
    level_value: 'Stufe {{level}}',
    deposit: 'Kaution',
  },
  figures: {
    explain: 'Was diese Zahlen bedeuten',
    title: 'Was die Zahlen bedeuten',
    intro: 'Die Datenübersicht und jedes Plandetail verwenden dieselben Definitionen.',
    close: 'Verstanden',
    coupon_included: 'inkl. {{amount}} aus Gutscheinen',
    coupon_budget: 'Aus Gutscheinen',
    wallet_note:
      '„Noch zu verbrauchen“ im Wallet zählt nur Ihr eigenes Geld, das noch in Plänen gebunden ist: was Ihr Wallet bezahlt hat, abzüglich seines Anteils am bereits Ausgegebenen. Was ein Gutschein übernimmt (der Nachlass eines Festbetrag- oder Rabattgutscheins, das zusätzliche Budget eines Mehrwertgutscheins), zählt in diesen Zahlen mit, im Wallet aber nicht. Nach einem Start mit Gutschein unterscheiden sich beide Werte daher um diesen Anteil.',
    help: {
      investment_amount:
        'Das gesamte in die Auslieferung eingesetzte Budget: Ihr eingesetzter Betrag plus zusätzliches Budget aus Mehrwertgutscheinen.',
      coupon_budget: 'Der Teil der Investition, den die Plattform über Mehrwertgutscheine bezahlt.',
      consumed:
        'Bereits durch die Auslieferung ausgegebenes Budget, Gutscheinbudget eingeschlossen.',
      to_be_consumed:
        'Noch nicht ausgegebenes Budget. Scheitert ein Start, wird der nicht ausgegebene Teil erstattet und der Wert wird 0.',
      revenue:
        'Durch die Auslieferung verdiente Provision, abgerechnet oder noch nicht abgerechnet.',
      profit: 'Ertrag minus Verbrauchtes. Der Wert kann negativ sein.',
    },
  },
  overview: {
    title: 'Daten\u00adübersicht',
    periods_label: 'Auswertungszeitraum',
    updated_at: 'Aktualisiert {{time}}',
    refresh: 'Daten aktualisieren',
    auto_refresh: 'Wird alle 30 Sekunden aktualisiert',
    following: 'Folgt ID {{id}}',
    investment_amount: 'Investitions\u00adbetrag',
    delivery_orders: 'Auslieferungs\u00adaufträge',
    consumed: 'Verbraucht',
    to_be_consumed: 'Noch zu verbrauchen',
    impressions: 'Impressionen',
    clicks: 'Klicks',
    revenue: 'Ertrag',
    profit: 'Gewinn',
  },
  entries: {
    title: 'Schnellzugriff',
    plans: 'Meine Pläne',
    wallet: 'Wallet',
    coupons: 'Gutscheine',
    activities: 'Aktionen für Neukunden',
    plan_follow: 'Plan folgen',
    follow_records: 'Folgeverlauf',
    feedback: 'Feedback',
    customer_service: 'Kunden\u00adservice',
  },
  account: {
    title: 'Konto und Sicherheit',
    operation_rules: 'Betriebsregeln',
    login_password: 'Anmeldepasswort ändern',
    pay_password_change: 'Transaktionspasswort ändern',
    pay_password_set: 'Transaktionspasswort festlegen',
    not_set: 'Nicht festgelegt',
  },
  rules: {
    title: 'Betriebsregeln',
    intro:
      'Bitte lesen Sie diese Regeln, bevor Sie Pläne starten. Sie sorgen für Fairness gegenüber allen Werbetreibenden.',
    r1: 'Starten Sie jeden Plan mit einem Betrag zwischen dem Minimum und Maximum des Produkts und nie mit mehr als Ihrem verfügbaren Guthaben.',
    r2: 'Nach dem Start wird ein Plan zuerst mit Traffic abgeglichen; danach läuft er, bis sein Budget vollständig verbraucht ist.',
    r3: 'Ein neuer Plan durchläuft eine Lernphase von etwa 30–50 Conversions innerhalb von 7 Tagen. In dieser Zeit können die Ergebnisse schwanken.',
    r4: 'Erträge eines abgeschlossenen Plans warten auf die Abrechnung und werden danach Ihrem verfügbaren Guthaben gutgeschrieben.',
    r5: 'Halten Sie Ihr Transaktionspasswort geheim. Es bestätigt Auszahlungen und kann von Mitarbeitenden nicht wiederhergestellt werden.',
    r6: 'Betrügerischer Traffic, doppelte Konten und Missbrauch von Gutscheinen senken Ihren Bonitätswert und können zur Sperrung des Kontos führen.',
    close: 'Verstanden',
  },
  faq: {
    title: 'Häufige Fragen',
    related: 'Weitere Fragen',
    not_found_title: 'Frage nicht gefunden',
    not_found_text:
      'Diese Frage wurde möglicherweise verschoben oder entfernt. Sehen Sie sich die anderen Fragen unten an.',
    back_home: 'Zurück zum Werbezentrum',
    need_help: 'Brauchen Sie weitere Hilfe?',
    need_help_text: 'Unser Kundenservice beantwortet gerne Ihre Fragen.',
    contact: 'Kundenservice kontaktieren',
    items: {
      learning_phase: {
        q: 'Was ist die Lernphase eines Plans?',
        a: 'Sobald ein Plan läuft, ermittelt das System, welche Zielgruppen am wahrscheinlichsten konvertieren. Diese Lernphase benötigt in der Regel etwa 30–50 Conversions innerhalb von 7 Tagen.\nWährend der Lernphase können Impressionen, Klicks und Kosten schwanken. Stoppen und starten Sie Pläne nicht zu oft neu: Jeder Neustart beginnt die Lernphase von vorn.',
      },
      launch_plan: {
        q: 'Wie starte ich einen Plan?',
        a: 'Pläne werden von der Plattform angeboten: Unter „Meine Pläne“ finden Sie immer Angebote (Pläne mit „Start ausstehend“), und solange Sie weniger als 2 haben, kommt jeden Tag ein neues hinzu. Öffnen Sie ein Angebot. Geben Sie einen Investitionsbetrag innerhalb der Spanne des Produkts ein, der Ihr verfügbares Guthaben nicht übersteigt, wählen Sie optional einen Gutschein und bestätigen Sie.\nDer Plan wird dann mit Traffic abgeglichen und wechselt zu „Läuft“. Verbrauch, Impressionen und Klicks sehen Sie in den Plandetails.',
      },
      settlement: {
        q: 'Wann werden meine Erträge abgerechnet?',
        a: 'Hat ein Plan sein gesamtes Budget verbraucht, ist er abgeschlossen und wartet auf die Abrechnung. Diese erfolgt normalerweise 24 Stunden nach Abschluss; die Erträge werden dann Ihrem verfügbaren Guthaben gutgeschrieben.\nDer Ertrag hängt von den Ergebnissen jedes Plans ab, daher kann der Gewinn eines Plans auch negativ sein.',
      },
      withdrawal: {
        q: 'Wie zahle ich Geld aus?',
        a: 'Hinterlegen Sie zuerst im Wallet eine Bankkarte oder Wallet-Adresse und legen Sie Ihr Transaktionspasswort fest. Tippen Sie dann auf „Auszahlen“, geben Sie einen Betrag größer als 0 ein, der Ihr verfügbares Guthaben nicht übersteigt, und bestätigen Sie mit Ihrem Transaktionspasswort.\nAuszahlungen werden von der Plattform geprüft. Wird eine Auszahlung abgelehnt, geht der Betrag zurück auf Ihr verfügbares Guthaben. Jede Auszahlung zeigt ihren Status (in Prüfung, genehmigt oder abgelehnt) unter „Kontobewegungen“, und eine Benachrichtigung teilt Ihnen das Ergebnis mit.',
      },
      deposit: {
        q: 'Wie lade ich mein Wallet auf?',
        a: 'Einzahlungen erfolgen über Devisen-Annehmer. Öffnen Sie im Wallet „Devisenannahme“, wählen Sie einen privaten oder gewerblichen Annehmer und geben Sie den erhaltenen Annahmecode ein.\nSobald der Annehmer den Auftrag abschließt, wird der Betrag im Rahmen seines Limits Ihrem verfügbaren Guthaben gutgeschrieben.',
      },
      coupons: {
        q: 'Wie funktionieren Gutscheine?',
        a: 'Gutscheine senken die Kosten eines Plans: Festbetragsgutscheine ziehen ab einem Mindestbetrag einen festen Betrag ab, Rabattgutscheine einen Prozentsatz bis zu einer Obergrenze, und Mehrwertgutscheine fügen ein von der Plattform finanziertes Budget hinzu.\nJeden Gutschein mit demselben Namen können Sie einmal pro Tag einlösen, den Neukundengutschein einmal pro Konto. Sofern nicht anders angegeben, verfallen Gutscheine 7 Tage nach dem Abholen; wählen Sie einen beim Start eines Plans.',
      },
      pay_password: {
        q: 'Was ist das Transaktionspasswort?',
        a: 'Das Transaktionspasswort ist ein 6-stelliger Code, der Auszahlungen und andere Zahlungen bestätigt. Sie legen es im Wallet fest und können es jederzeit im Werbezentrum ändern.\nNach 5 Fehlversuchen wird das Passwort für 15 Minuten gesperrt. Geben Sie es niemals weiter, auch nicht an den Kundenservice.',
      },
      plan_follow: {
        q: 'Was bedeutet „Plan folgen“?',
        a: 'Mit „Plan folgen“ geben Sie die ID eines anderen Betreibers ein, damit Ihr Konto dessen Betrieb folgt (Stellvertreterbetrieb). Die ID muss existieren und sich von der ID unterscheiden, der Sie aktuell folgen.\nIhre eigene Betreiber-ID finden Sie auf der Startseite des Werbezentrums, jede Änderung im Folgeverlauf.',
      },
      level_credit: {
        q: 'Was bedeuten Shop-Stufe und Bonitätswert?',
        a: 'Ihre Shop-Stufe (1 bis 6) spiegelt Größe und Historie Ihres Kontos wider; höhere Stufen schalten mehr Vorteile frei. Ihr Bonitätswert (0 bis 100) zeigt, wie gut Ihr Konto die Betriebsregeln einhält.\nBeides wird regelmäßig von der Plattform geprüft. Unter „Shop-Stufe“ sehen Sie, was jede Stufe bedeutet.',
      },
    },
  },
  level: {
    current: 'Ihre aktuelle Stufe',
    credit_hint: 'Halten Sie die Betriebsregeln ein, um einen hohen Bonitätswert zu behalten.',
    list_title: 'Was die Stufen bedeuten',
    current_badge: 'Aktuell',
    how_title: 'So steigen Sie auf',
    how_text:
      'Die Plattform prüft Ihre Stufe anhand Ihres Auslieferungsvolumens, Ihres Bonitätswerts und des Alters Ihres Kontos. Starten Sie weiter Pläne und halten Sie die Regeln ein, um aufzusteigen.',
    names: {
      l1: 'Einsteiger-Shop',
      l2: 'Wachsender Shop',
      l3: 'Qualitäts-Shop',
      l4: 'Premium-Shop',
      l5: 'Elite-Shop',
      l6: 'Flaggschiff-Shop',
    },
    descriptions: {
      l1: 'Standardpläne für Videos, Landingpages und Spiele starten.',
      l2: 'Offizielle Pushes erhalten und an Plattformaktionen teilnehmen.',
      l3: 'Vorrangiger Abgleich neuer Pläne und ein höheres tägliches Gutscheinkontingent.',
      l4: 'Zugang zu größeren Planbudgets und detaillierten Auslieferungsberichten.',
      l5: 'Persönliche Kundenbetreuung und schnellere Abrechnungsprüfungen.',
      l6: 'Alle Vorteile, frühzeitiger Zugang zu neuen Produkten und höchste Priorität.',
    },
  },
  activities: {
    hero_title: 'Willkommensgeschenke für neue Werbetreibende',
    hero_text:
      'Holen Sie sich Ihren Neukunden-Förderungsgutschein und schauen Sie täglich für mehr vorbei.',
    newcomer_title: 'Neukunden-Förderungsgutschein',
    newcomer_badge: 'Einmal pro Konto',
    newcomer_received: 'Sie haben Ihren Neukundengutschein bereits erhalten.',
    daily_title: 'Tägliche Gutscheine',
    daily_empty: 'Sie haben alle heutigen Gutscheine abgeholt. Kommen Sie morgen wieder!',
    receive: 'Abholen',
    received: 'Abgeholt',
    view_coupons: 'Meine Gutscheine ansehen',
    valid_days: 'Gültig {{days}} Tage nach dem Abholen',
    rules_title: 'Aktionsregeln',
    rule_daily: 'Jeder Gutschein mit demselben Namen kann einmal pro Tag abgeholt werden.',
    rule_newcomer: 'Der Neukundengutschein kann nur einmal pro Nutzer abgeholt werden.',
    rule_validity:
      'Ein Gutschein verfällt am Ende seiner Gültigkeit; abgelaufene Gutscheine können nicht verwendet werden.',
    rule_usage:
      'Wählen Sie beim Start eines Plans einen Gutschein. Ein verwendeter Gutschein kann nicht erneut genutzt werden.',
  },
  coupon: {
    tabs_label: 'Gutscheinstatus',
    min_amount: 'Für Pläne ab {{amount}}',
    no_min: 'Kein Mindestbetrag',
    cap: 'Bis zu {{amount}} Rabatt',
    budget: 'Erhöht das Planbudget um {{amount}}',
    expires: 'Gültig bis {{date}}',
    used_on: 'Verwendet am {{date}}',
    expired_on: 'Abgelaufen am {{date}}',
    use: 'Nutzen',
    empty_unused:
      'Keine ungenutzten Gutscheine. Holen Sie sich einen unter Aktionen für Neukunden.',
    empty_used: 'Noch keine verwendeten Gutscheine',
    empty_expired: 'Keine abgelaufenen Gutscheine',
    get_coupons: 'Gutscheine holen',
  },
  login_password: {
    intro:
      'Nach der Änderung werden Sie abgemeldet und müssen sich mit dem neuen Passwort erneut anmelden.',
    old: 'Aktuelles Passwort',
    old_placeholder: 'Aktuelles Passwort eingeben',
    new: 'Neues Passwort',
    new_placeholder: '{{min}} bis {{max}} Zeichen',
    confirm: 'Neues Passwort bestätigen',
    confirm_placeholder: 'Neues Passwort erneut eingeben',
    submit: 'Passwort ändern',
  },
  pay_password: {
    current_title: 'Aktuelles Transaktionspasswort eingeben',
    current_desc: 'Zum Schutz Ihres Guthabens bestätigen Sie bitte Ihre Identität.',
    new_title: 'Neues Transaktionspasswort eingeben',
    confirm_title: 'Neues Passwort erneut eingeben',
    next: 'Weiter',
    done_title: 'Transaktionspasswort geändert',
    done_desc: 'Verwenden Sie ab jetzt Ihr neues Transaktionspasswort.',
    back_home: 'Zurück zum Werbezentrum',
    forgot: 'Transaktionspasswort vergessen?',
  },
  feedback: {
    intro:
      'Sagen Sie uns, was gut funktioniert und was wir verbessern können. Wir lesen jede Nachricht.',
    subject: 'Betreff',
    subject_placeholder: 'Fassen Sie Ihr Feedback kurz zusammen',
    content: 'Beschreibung',
    content_placeholder: 'Beschreiben Sie Ihren Vorschlag oder das aufgetretene Problem',
    submit: 'Feedback senden',
  },
  operated: {
    my_id: 'Meine Betreiber-ID',
    current: 'Aktuell gefolgte ID',
    none: 'Sie folgen niemandem',
    follow_title: 'Einem Betreiber folgen',
    follow_desc:
      'Geben Sie die ID eines anderen Betreibers ein, um dessen Betrieb zu folgen. Die ID muss sich von der aktuell gefolgten unterscheiden.',
    input_label: 'Betreiber-ID',
    input_placeholder: 'Betreiber-ID eingeben',
    follow: 'Folgen',
    records_title: 'Folgeverlauf',
    records_empty: 'Noch kein Folgeverlauf',
    followed_at: 'Gefolgt seit {{time}}',
    ended_at: 'Beendet am {{time}}',
    active: 'Aktiv',
    ended: 'Beendet',
  },
};
