import { dbProvider } from '@adc/db';
import type { Core } from './core';
import { SessionService } from './modules/auth/session-service';
import { AuthService } from './modules/auth/auth-service';
import { UserService } from './modules/user/user-service';
import { PayPasswordService } from './modules/user/pay-password-service';
import { CommonService } from './modules/common/common-service';
import { FileService } from './modules/files/file-service';
import { FeedbackService } from './modules/feedback/feedback-service';
import { FollowService } from './modules/follow/follow-service';
import { NotificationService } from './modules/notification/notification-service';
import { CouponService } from './modules/coupon/coupon-service';
import { WalletService } from './modules/wallet/wallet-service';
import { AcceptorService } from './modules/acceptor/acceptor-service';
import { PlanService } from './modules/plan/plan-service';
import { StatisticsService } from './modules/plan/statistics-service';
import { QaService } from './modules/qa/qa-service';
import { ScenarioRunner } from './modules/qa/scenarios/runner';
import { SupportService } from './modules/support/support-service';
import { VisitorMessageService } from './modules/support/visitor-message-service';
import { FaultRules } from './modules/qa/toolkit/fault-rules';
import { RequestJournal, SharedRequestJournal, type Journal } from './modules/qa/toolkit/journal';

/**
 * The services of one app, built once from the core (db, clock, config). Each service is given the
 * services it calls, and only those, when it is built (see its `…Deps` interface); this object is
 * what route modules reach them through.
 */
export interface Services {
  sessions: SessionService;
  auth: AuthService;
  users: UserService;
  payPasswords: PayPasswordService;
  common: CommonService;
  files: FileService;
  feedback: FeedbackService;
  follows: FollowService;
  notifications: NotificationService;
  coupons: CouponService;
  wallet: WalletService;
  acceptors: AcceptorService;
  plans: PlanService;
  statistics: StatisticsService;
  qa: QaService;
  /** QA scenarios: a fresh user in a named state, built through the services above. */
  scenarios: ScenarioRunner;
  support: SupportService;
  /** Messages to customer service from visitors who cannot sign in. */
  visitorMessages: VisitorMessageService;
  /** The frontend toolkit (QA surface): fault rules and the request journal. */
  faults: FaultRules;
  journal: Journal;
}

export function createServices(core: Core): Services {
  // The session cache relies on the SQLite adapter's write tracking (see @adc/db writeVersion).
  const sessions = new SessionService(
    core.db,
    core.clock,
    dbProvider(core.config.databaseUrl) === 'sqlite',
  );
  const files = new FileService(core);
  const notifications = new NotificationService(core);
  const coupons = new CouponService(core);
  const payPasswords = new PayPasswordService(core);
  const faults = new FaultRules(core.db);
  const plans = new PlanService(core, { coupons, notifications });
  const users = new UserService(core, { files, sessions });
  const wallet = new WalletService(core, { plans, payPasswords, notifications });
  const acceptors = new AcceptorService(core, { notifications });
  const services: Omit<Services, 'scenarios'> = {
    sessions,
    auth: new AuthService(core, { sessions, users, plans }),
    users,
    payPasswords,
    common: new CommonService(core),
    files,
    feedback: new FeedbackService(core),
    follows: new FollowService(core),
    notifications,
    coupons,
    wallet,
    acceptors,
    plans,
    statistics: new StatisticsService(core, { plans }),
    qa: new QaService(core, { faults, plans, users, wallet, sessions, notifications, acceptors }),
    support: new SupportService(core),
    visitorMessages: new VisitorMessageService(core),
    faults,
    journal: createJournal(core),
  };
  return { ...services, scenarios: new ScenarioRunner(core, services) };
}

/**
 * The request journal: in memory for one process (SQLite); in the database on PostgreSQL, so that
 * each of several instances lists every instance's calls.
 */
function createJournal(core: Core): Journal {
  if (dbProvider(core.config.databaseUrl) !== 'postgresql') return new RequestJournal();
  return new SharedRequestJournal(core.db, (error) => {
    console.error('[request journal] a call could not be stored:', error);
  });
}
