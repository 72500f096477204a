import type { PlatformMessages } from './types';

/** Spanish platform texts. */
export const spa: PlatformMessages = {
  product: {
    video_1: {
      name: 'Lanzamiento de zapatillas de verano — vídeo de 15 s',
      description:
        'Un vídeo vertical de producto de 15 segundos para la colección de zapatillas de verano, publicado en feeds de vídeos cortos.',
    },
    video_2: {
      name: 'Hub de hogar inteligente — vídeo explicativo',
      description:
        'Un vídeo explicativo de 30 segundos del hub de hogar inteligente, mostrado antes y durante reseñas de tecnología.',
    },
    landing_page_1: {
      name: 'Cosmética ecológica — página de destino',
      description:
        'Una página de destino móvil para el kit de inicio de cosmética ecológica con una oferta de pack por tiempo limitado.',
    },
    landing_page_2: {
      name: 'Curso de idiomas — página de inscripción',
      description:
        'Una página de inscripción para un curso de idiomas en línea de 30 días, dirigida a estudiantes y viajeros.',
    },
    game_1: {
      name: 'Kingdom Builders — juego de estrategia para móvil',
      description:
        'Campaña de instalación para un juego de estrategia de construcción de ciudades medievales.',
      game_description:
        'Construye tu reino, forja alianzas y defiende tus murallas en batallas en tiempo real contra jugadores de todo el mundo.',
    },
    game_2: {
      name: 'Bubble Pop Saga — juego de puzles casual',
      description:
        'Campaña de instalación para un juego casual de disparar burbujas con desafíos diarios.',
      game_description:
        'Combina y explota burbujas de colores en 500 niveles; juega sin conexión, reúne potenciadores y supera a tus amigos.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      'Tras el lanzamiento, el plan se empareja durante {{matching_s}} s y luego su presupuesto se entrega de forma uniforme durante {{run_h}} h. Comisión: {{percent}} % del presupuesto entregado, liquidada {{settlement_h}} h después de finalizar.',
    targeting: {
      video:
        'Edad 18–45 · espectadores de vídeos cortos · todas las regiones · todos los dispositivos',
      landing_page: 'Edad 22–55 · compradores en línea · todas las regiones · móvil y ordenador',
      game: 'Edad 16–40 · jugadores de móvil · todas las regiones · Android e iOS',
    },
  },
  coupon: {
    newcomer: 'Cupón de bienvenida',
    daily_boost: 'Impulso diario',
  },
  flow: {
    deposit: 'Depósito',
    acceptance_deposit: 'Orden de aceptación n.º {{id}} ({{acceptor}})',
    withdrawal: 'Retiro n.º {{id}} a {{account}}',
    withdrawal_refund: 'Retiro n.º {{id}} rechazado: reembolso',
  },
  notice: {
    new_placements: {
      title: 'Nuevas ubicaciones publicitarias',
      content:
        'Las campañas de instalación de juegos ya pueden publicarse en la ubicación de vídeo con recompensa. Consulta la lista de planes para ver nuevas ofertas.',
    },
    maintenance_sunday: {
      title: 'Mantenimiento programado el domingo',
      content:
        'La plataforma estará en mantenimiento el domingo de 02:00 a 04:00 UTC. Los planes en curso no se ven afectados.',
    },
    daily_boost_back: {
      title: 'Vuelve el cupón de impulso diario',
      content:
        'Reclama el cupón de impulso diario en el centro de cupones: {{discount}} % de descuento en tu próximo plan, hasta {{limit}}.',
    },
    welcome: {
      title: 'Bienvenido al centro de anuncios',
      content:
        'Tu tienda está lista. Lanza tu primer plan desde la lista de planes y sigue su entrega en tiempo real.',
    },
    settlement_schedule: {
      title: 'Nuevo calendario de liquidación',
      content:
        'La comisión ahora se liquida 24 horas después de que un plan finalice, todos los días de la semana.',
    },
    maintenance_done: {
      title: 'Mantenimiento completado',
      content:
        'El mantenimiento de la base de datos de anoche terminó antes de lo previsto. Gracias por tu paciencia.',
    },
    withdrawal_upgrade: {
      title: 'Mejora del canal de retiros',
      content:
        'Los retiros bancarios se pausaron 30 minutos durante una mejora del canal. Todas las solicitudes se han procesado.',
    },
    newcomer_coupon: {
      title: 'Cupón de bienvenida',
      content:
        'Las tiendas nuevas obtienen {{amount}} de descuento en su primer plan de {{threshold}} o más. Reclámalo en el centro de cupones.',
    },
    weekend_bonus: {
      title: 'Bonificación de tráfico de fin de semana',
      content:
        'Los planes lanzados este fin de semana reciben impresiones adicionales en la categoría de juegos.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Depósito abonado',
      content:
        'Se añadieron {{amount}} de la orden de aceptación n.º {{id}} a tu saldo disponible.',
    },
    acceptance_cancelled: {
      title: 'Orden de aceptación cancelada',
      content: 'La orden de aceptación n.º {{id}} se canceló. No se abonó ni se cobró nada.',
    },
    withdrawal_approved: {
      title: 'Retiro aprobado',
      content: 'Tu retiro n.º {{id}} de {{amount}} fue aprobado y pagado a {{account}}.',
    },
    withdrawal_rejected: {
      title: 'Retiro rechazado',
      content:
        'Tu retiro n.º {{id}} de {{amount}} fue rechazado. El monto se devolvió a tu saldo disponible.',
    },
    plan_launched: {
      title: 'Plan lanzado',
      content: 'El plan {{plan_no}} se lanzó con {{amount}} y se está emparejando.',
    },
    launch_failed: {
      title: 'Lanzamiento fallido',
      content:
        'El plan {{plan_no}} no pudo entregarse. Se reembolsaron {{refund}} a tu saldo disponible.',
    },
    launch_completed: {
      title: 'Plan completado',
      content:
        'El plan {{plan_no}} entregó su presupuesto: consumido {{consumed}}, comisión {{revenue}}, beneficio {{profit}}. La comisión se liquida {{settlement_h}} h después de finalizar.',
    },
    settled: {
      title: 'Plan liquidado',
      content:
        'El plan {{plan_no}} se liquidó: se añadió la comisión de {{revenue}} a tu saldo disponible. Beneficio: {{profit}}.',
    },
  },
  qa_scenario: {
    new_user:
      'Activo, saldo 0, sin tarjeta, sin PIN, 3 ofertas por lanzar, cupón de bienvenida disponible',
    funded:
      'Disponible 10000.00 (una orden de aceptación completada), tarjeta bancaria vinculada, PIN 123456',
    plan_pending:
      'Con fondos, con las 3 ofertas pending_launch de una cuenta nueva (una por tipo de producto)',
    plan_running:
      'Con fondos desde hace 2 días; un plan de 1000.00 en estado in_progress, con la mitad de su presupuesto consumida ahora',
    plan_waiting_settlement:
      'Con fondos; un plan de 1000.00 consumido por completo hace 3 horas, en estado waiting_settlement (se liquida 24 h después)',
    plan_settled:
      'Con fondos; un plan de 1000.00 consumido y liquidado (movimientos ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending:
      'Con fondos; un retiro de 500.00 pendiente de revisión (disponible 9500.00)',
    pin_locked:
      'Con fondos; 5 PIN incorrectos seguidos: comprobaciones del PIN bloqueadas durante 15 minutos',
    unread_120:
      'Cuenta nueva con 120 notificaciones sin leer (anuncios, mantenimiento, actividades)',
    long_history:
      'Al menos 500 movimientos en los últimos 6 meses: cada mes un depósito y 28 planes llevados hasta la liquidación',
    inactive: 'Estado inactive: el inicio de sesión y cada llamada responden 402 (token null)',
    disabled: 'Estado disabled: el inicio de sesión y cada llamada responden 403 (token null)',
    cancelled: 'Estado cancelled: el inicio de sesión y cada llamada responden 404 (token null)',
    session_expired:
      'Activo, pero el token devuelto ha caducado: las llamadas con él responden 503 (volver a iniciar sesión funciona)',
  },
  scenario_notice: {
    title: 'Notificación de escenario {{n}}',
    content: 'Notificación {{n}} de {{count}}, enviada por un escenario de QA.',
  },
};
