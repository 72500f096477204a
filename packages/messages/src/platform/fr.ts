import type { PlatformMessages } from './types';

/** French platform texts. */
export const fr: PlatformMessages = {
  product: {
    video_1: {
      name: 'Lancement baskets d’été — vidéo de 15 s',
      description:
        'Une vidéo produit verticale de 15 secondes pour la collection de baskets d’été, diffusée dans les fils de vidéos courtes.',
    },
    video_2: {
      name: 'Hub maison connectée — vidéo explicative',
      description:
        'Une vidéo explicative de 30 secondes sur le hub de maison connectée, diffusée avant et pendant les tests high-tech.',
    },
    landing_page_1: {
      name: 'Soins bio — page de destination',
      description:
        'Une page de destination mobile pour le coffret découverte de soins bio avec une offre groupée à durée limitée.',
    },
    landing_page_2: {
      name: 'Cours de langue — page d’inscription',
      description:
        'Une page d’inscription pour un cours de langue en ligne de 30 jours, destinée aux étudiants et aux voyageurs.',
    },
    game_1: {
      name: 'Kingdom Builders — jeu de stratégie mobile',
      description:
        'Campagne d’installation pour un jeu de stratégie de construction de cité médiévale.',
      game_description:
        'Bâtissez votre royaume, nouez des alliances et défendez vos remparts lors de batailles en temps réel contre des joueurs du monde entier.',
    },
    game_2: {
      name: 'Bubble Pop Saga — jeu de réflexion grand public',
      description:
        'Campagne d’installation pour un jeu de tir de bulles grand public avec des défis quotidiens.',
      game_description:
        'Associez et éclatez des bulles colorées sur 500 niveaux ; jouez hors ligne, collectez des bonus et battez vos amis.',
    },
  },
  plan: {
    content: '{{name}} : {{description}}',
    rules:
      'Après le lancement, le plan est mis en correspondance pendant {{matching_s}} s, puis son budget est diffusé uniformément sur {{run_h}} h. Commission : {{percent}} % du budget diffusé, réglée {{settlement_h}} h après la fin.',
    targeting: {
      video: '18–45 ans · spectateurs de vidéos courtes · toutes régions · tous appareils',
      landing_page: '22–55 ans · acheteurs en ligne · toutes régions · mobile et ordinateur',
      game: '16–40 ans · joueurs sur mobile · toutes régions · Android et iOS',
    },
  },
  coupon: {
    newcomer: 'Coupon de bienvenue',
    daily_boost: 'Boost quotidien',
  },
  flow: {
    deposit: 'Dépôt',
    acceptance_deposit: 'Ordre d’acceptation n° {{id}} ({{acceptor}})',
    withdrawal: 'Retrait n° {{id}} vers {{account}}',
    withdrawal_refund: 'Retrait n° {{id}} refusé : remboursement',
  },
  notice: {
    new_placements: {
      title: 'Nouveaux emplacements publicitaires',
      content:
        'Les campagnes d’installation de jeux peuvent désormais être diffusées dans l’emplacement vidéo récompensée. Consultez la liste des plans pour les nouvelles offres.',
    },
    maintenance_sunday: {
      title: 'Maintenance prévue dimanche',
      content:
        'La plateforme sera en maintenance dimanche de 02:00 à 04:00 UTC. Les plans en cours ne sont pas affectés.',
    },
    daily_boost_back: {
      title: 'Le coupon boost quotidien est de retour',
      content:
        'Récupérez le coupon boost quotidien dans le centre des coupons : {{discount}} % de réduction sur votre prochain plan, jusqu’à {{limit}}.',
    },
    welcome: {
      title: 'Bienvenue dans le centre publicitaire',
      content:
        'Votre boutique est prête. Lancez votre premier plan depuis la liste des plans et suivez sa diffusion en temps réel.',
    },
    settlement_schedule: {
      title: 'Nouveau calendrier de règlement',
      content:
        'La commission est désormais réglée 24 heures après la fin d’un plan, tous les jours de la semaine.',
    },
    maintenance_done: {
      title: 'Maintenance terminée',
      content:
        'La maintenance de la base de données de la nuit dernière s’est terminée en avance. Merci de votre patience.',
    },
    withdrawal_upgrade: {
      title: 'Mise à niveau du canal de retrait',
      content:
        'Les retraits bancaires ont été suspendus 30 minutes pendant une mise à niveau du canal. Toutes les demandes ont été traitées.',
    },
    newcomer_coupon: {
      title: 'Coupon de bienvenue',
      content:
        'Les nouvelles boutiques bénéficient de {{amount}} de réduction sur leur premier plan de {{threshold}} ou plus. Récupérez-le dans le centre des coupons.',
    },
    weekend_bonus: {
      title: 'Bonus de trafic du week-end',
      content:
        'Les plans lancés ce week-end reçoivent des impressions supplémentaires dans la catégorie jeux.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Dépôt crédité',
      content:
        '{{amount}} provenant de l’ordre d’acceptation n° {{id}} a été ajouté à votre solde disponible.',
    },
    acceptance_cancelled: {
      title: 'Ordre d’acceptation annulé',
      content: 'L’ordre d’acceptation n° {{id}} a été annulé. Rien n’a été crédité ni débité.',
    },
    withdrawal_approved: {
      title: 'Retrait approuvé',
      content: 'Votre retrait n° {{id}} de {{amount}} a été approuvé et versé sur {{account}}.',
    },
    withdrawal_rejected: {
      title: 'Retrait refusé',
      content:
        'Votre retrait n° {{id}} de {{amount}} a été refusé. Le montant a été reversé sur votre solde disponible.',
    },
    plan_launched: {
      title: 'Plan lancé',
      content:
        'Le plan {{plan_no}} a été lancé avec {{amount}} et est en cours de mise en correspondance.',
    },
    launch_failed: {
      title: 'Échec du lancement',
      content:
        'Le plan {{plan_no}} n’a pas pu être diffusé. {{refund}} a été remboursé sur votre solde disponible.',
    },
    launch_completed: {
      title: 'Plan terminé',
      content:
        'Le plan {{plan_no}} a diffusé son budget : consommé {{consumed}}, commission {{revenue}}, bénéfice {{profit}}. La commission est réglée {{settlement_h}} h après la fin.',
    },
    settled: {
      title: 'Plan réglé',
      content:
        'Le plan {{plan_no}} a été réglé : la commission de {{revenue}} a été ajoutée à votre solde disponible. Bénéfice : {{profit}}.',
    },
  },
  qa_scenario: {
    new_user:
      'Actif, solde 0, sans carte, sans PIN, 3 offres à lancer, coupon de bienvenue disponible',
    funded:
      'Disponible 10000.00 (un ordre d’acceptation terminé), carte bancaire associée, PIN 123456',
    plan_pending:
      'Approvisionné, avec les 3 offres pending_launch d’un nouveau compte (une par type de produit)',
    plan_running:
      'Approvisionné il y a 2 jours ; un plan de 1000.00 à l’état in_progress, la moitié de son budget consommée à présent',
    plan_waiting_settlement:
      'Approvisionné ; un plan de 1000.00 entièrement consommé il y a 3 heures, à l’état waiting_settlement (réglé 24 h après)',
    plan_settled:
      'Approvisionné ; un plan de 1000.00 consommé et réglé (mouvements ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending:
      'Approvisionné ; un retrait de 500.00 en attente de validation (disponible 9500.00)',
    pin_locked:
      'Approvisionné ; 5 PIN erronés d’affilée : vérifications du PIN bloquées pendant 15 minutes',
    unread_120:
      'Nouveau compte avec 120 notifications non lues (annonces, maintenance, événements)',
    long_history:
      'Au moins 500 mouvements sur les 6 derniers mois : chaque mois un dépôt et 28 plans menés jusqu’au règlement',
    inactive: 'Statut inactive : la connexion et chaque appel répondent 402 (token null)',
    disabled: 'Statut disabled : la connexion et chaque appel répondent 403 (token null)',
    cancelled: 'Statut cancelled : la connexion et chaque appel répondent 404 (token null)',
    session_expired:
      'Actif, mais le token renvoyé a expiré : les appels avec celui-ci répondent 503 (se reconnecter fonctionne)',
  },
  scenario_notice: {
    title: 'Notification de scénario {{n}}',
    content: 'Notification {{n}} sur {{count}}, envoyée par un scénario QA.',
  },
};
