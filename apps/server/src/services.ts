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
import { FaultRules } from './modules/qa/toolkit/fault-rules';
import { RequestJournal } from './modules/qa/toolkit/journal';

/**
 * The service container. Services hold the business rules and know nothing of HTTP; each gets
 * the core (db, clock, config) and this container, through which it reaches other services at
 * call time (so construction order does not matter).
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
  /** The frontend toolkit (QA surface): fault rules and the request journal. */
  faults: FaultRules;
  journal: RequestJournal;
}

export function createServices(core: Core): Services {
  const services = {} as Services;
  // The session cache relies on the SQLite adapter's write tracking (see @adc/db writeVersion).
  services.sessions = new SessionService(
    core.db,
    core.clock,
    dbProvider(core.config.databaseUrl) === 'sqlite',
  );
  services.auth = new AuthService(core, services);
  services.users = new UserService(core, services);
  services.payPasswords = new PayPasswordService(core, services);
  services.common = new CommonService(core, services);
  services.files = new FileService(core, services);
  services.feedback = new FeedbackService(core, services);
  services.follows = new FollowService(core, services);
  services.notifications = new NotificationService(core, services);
  services.coupons = new CouponService(core, services);
  services.wallet = new WalletService(core, services);
  services.acceptors = new AcceptorService(core, services);
  services.plans = new PlanService(core, services);
  services.statistics = new StatisticsService(core, services);
  services.qa = new QaService(core, services);
  services.scenarios = new ScenarioRunner(core, services);
  services.support = new SupportService(core, services);
  services.faults = new FaultRules(core.db);
  services.journal = new RequestJournal();
  return services;
}
