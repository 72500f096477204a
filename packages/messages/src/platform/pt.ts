import type { PlatformMessages } from './types';

/** Portuguese platform texts. */
export const pt: PlatformMessages = {
  product: {
    video_1: {
      name: 'Lançamento de tênis de verão — vídeo de 15 s',
      description:
        'Um vídeo vertical de produto de 15 segundos para a coleção de tênis de verão, exibido em feeds de vídeos curtos.',
    },
    video_2: {
      name: 'Hub de casa inteligente — vídeo explicativo',
      description:
        'Um vídeo explicativo de 30 segundos do hub de casa inteligente, exibido antes e durante análises de tecnologia.',
    },
    landing_page_1: {
      name: 'Cuidados orgânicos com a pele — página de destino',
      description:
        'Uma página de destino móvel para o kit inicial de cuidados orgânicos com a pele com uma oferta de pacote por tempo limitado.',
    },
    landing_page_2: {
      name: 'Curso de idiomas — página de inscrição',
      description:
        'Uma página de inscrição para um curso de idiomas online de 30 dias, voltada para estudantes e viajantes.',
    },
    game_1: {
      name: 'Kingdom Builders — jogo de estratégia para celular',
      description:
        'Campanha de instalação para um jogo de estratégia de construção de cidades medievais.',
      game_description:
        'Construa seu reino, forme alianças e defenda suas muralhas em batalhas em tempo real com jogadores do mundo todo.',
    },
    game_2: {
      name: 'Bubble Pop Saga — jogo de quebra-cabeça casual',
      description:
        'Campanha de instalação para um jogo casual de atirar bolhas com desafios diários.',
      game_description:
        'Combine e estoure bolhas coloridas em 500 níveis; jogue offline, colete reforços e vença seus amigos.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      'Após o lançamento, o plano é combinado por {{matching_s}} s e depois seu orçamento é veiculado de forma uniforme ao longo de {{run_h}} h. Comissão: {{percent}}% do orçamento veiculado, liquidada {{settlement_h}} h após a conclusão.',
    targeting: {
      video:
        'Idade 18–45 · espectadores de vídeos curtos · todas as regiões · todos os dispositivos',
      landing_page: 'Idade 22–55 · compradores online · todas as regiões · celular e computador',
      game: 'Idade 16–40 · jogadores de celular · todas as regiões · Android e iOS',
    },
  },
  coupon: {
    newcomer: 'Cupom de boas-vindas',
    daily_boost: 'Impulso diário',
  },
  flow: {
    deposit: 'Depósito',
    acceptance_deposit: 'Ordem de aceitação nº {{id}} ({{acceptor}})',
    withdrawal: 'Saque nº {{id}} para {{account}}',
    withdrawal_refund: 'Saque nº {{id}} recusado: reembolso',
  },
  notice: {
    new_placements: {
      title: 'Novos espaços publicitários disponíveis',
      content:
        'Campanhas de instalação de jogos agora podem ser veiculadas no espaço de vídeo premiado. Veja novas ofertas na lista de planos.',
    },
    maintenance_sunday: {
      title: 'Manutenção programada no domingo',
      content:
        'A plataforma estará em manutenção no domingo das 02:00 às 04:00 UTC. Os planos em andamento não são afetados.',
    },
    daily_boost_back: {
      title: 'O cupom de impulso diário está de volta',
      content:
        'Resgate o cupom de impulso diário na central de cupons: {{discount}}% de desconto no seu próximo plano, até {{limit}}.',
    },
    welcome: {
      title: 'Bem-vindo à central de anúncios',
      content:
        'Sua loja está pronta. Lance seu primeiro plano a partir da lista de planos e acompanhe a veiculação em tempo real.',
    },
    settlement_schedule: {
      title: 'Novo calendário de liquidação',
      content:
        'A comissão agora é liquidada 24 horas após a conclusão de um plano, todos os dias da semana.',
    },
    maintenance_done: {
      title: 'Manutenção concluída',
      content:
        'A manutenção do banco de dados da noite passada terminou antes do previsto. Obrigado pela paciência.',
    },
    withdrawal_upgrade: {
      title: 'Atualização do canal de saque',
      content:
        'Os saques bancários ficaram pausados por 30 minutos durante uma atualização do canal. Todas as solicitações foram processadas.',
    },
    newcomer_coupon: {
      title: 'Cupom de boas-vindas',
      content:
        'Lojas novas ganham {{amount}} de desconto no primeiro plano de {{threshold}} ou mais. Resgate-o na central de cupons.',
    },
    weekend_bonus: {
      title: 'Bônus de tráfego de fim de semana',
      content:
        'Planos lançados neste fim de semana recebem impressões extras na categoria de jogos.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Depósito creditado',
      content: '{{amount}} da ordem de aceitação nº {{id}} foi adicionado ao seu saldo disponível.',
    },
    acceptance_cancelled: {
      title: 'Ordem de aceitação cancelada',
      content: 'A ordem de aceitação nº {{id}} foi cancelada. Nada foi creditado ou cobrado.',
    },
    withdrawal_approved: {
      title: 'Saque aprovado',
      content: 'Seu saque nº {{id}} de {{amount}} foi aprovado e pago para {{account}}.',
    },
    withdrawal_rejected: {
      title: 'Saque recusado',
      content:
        'Seu saque nº {{id}} de {{amount}} foi recusado. O valor foi devolvido ao seu saldo disponível.',
    },
    plan_launched: {
      title: 'Plano lançado',
      content: 'O plano {{plan_no}} foi lançado com {{amount}} e está sendo combinado.',
    },
    launch_failed: {
      title: 'Falha no lançamento',
      content:
        'O plano {{plan_no}} não pôde ser veiculado. {{refund}} foi reembolsado ao seu saldo disponível.',
    },
    launch_completed: {
      title: 'Plano concluído',
      content:
        'O plano {{plan_no}} veiculou seu orçamento: consumido {{consumed}}, comissão {{revenue}}, lucro {{profit}}. A comissão é liquidada {{settlement_h}} h após a conclusão.',
    },
    settled: {
      title: 'Plano liquidado',
      content:
        'O plano {{plan_no}} foi liquidado: a comissão de {{revenue}} foi adicionada ao seu saldo disponível. Lucro: {{profit}}.',
    },
  },
  qa_scenario: {
    new_user:
      'Ativo, saldo 0, sem cartão, sem PIN, 3 ofertas para lançar, cupom de boas-vindas disponível',
    funded:
      'Disponível 10000.00 (uma ordem de aceitação concluída), cartão bancário vinculado, PIN 123456',
    plan_pending:
      'Com saldo, com as 3 ofertas pending_launch de uma conta nova (uma por tipo de produto)',
    plan_running:
      'Saldo depositado há 2 dias; um plano de 1000.00 em in_progress, com metade do orçamento consumida agora',
    plan_waiting_settlement:
      'Com saldo; um plano de 1000.00 totalmente consumido há 3 horas, em waiting_settlement (liquidado 24 h depois)',
    plan_settled:
      'Com saldo; um plano de 1000.00 consumido e liquidado (movimentações ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending: 'Com saldo; um saque de 500.00 aguardando análise (disponível 9500.00)',
    pin_locked: 'Com saldo; 5 PINs errados seguidos: verificações de PIN bloqueadas por 15 minutos',
    unread_120: 'Conta nova com 120 notificações não lidas (comunicados, manutenção, atividades)',
    long_history:
      'Pelo menos 500 movimentações nos últimos 6 meses: a cada mês um depósito e 28 planos executados até a liquidação',
    inactive: 'Status inactive: o login e todas as chamadas respondem 402 (token null)',
    disabled: 'Status disabled: o login e todas as chamadas respondem 403 (token null)',
    cancelled: 'Status cancelled: o login e todas as chamadas respondem 404 (token null)',
    session_expired:
      'Ativo, mas o token retornado expirou: as chamadas com ele respondem 503 (entrar novamente funciona)',
  },
  scenario_notice: {
    title: 'Notificação de cenário {{n}}',
    content: 'Notificação {{n}} de {{count}}, enviada por um cenário de QA.',
  },
};
