import { MOBILE_MAX_WIDTH } from '@adc/contract/constants';

export interface DeviceInfo {
  /** Viewport width in CSS px. */
  width: number;
  /** Touch input available. */
  hasTouch: boolean;
  userAgent: string;
}

const MOBILE_USER_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS/i;

/** Mobile = a viewport of at most MOBILE_MAX_WIDTH (768) px with touch, or a mobile user agent. */
export function isMobileDevice({ width, hasTouch, userAgent }: DeviceInfo): boolean {
  return (width <= MOBILE_MAX_WIDTH && hasTouch) || MOBILE_USER_AGENT.test(userAgent);
}

export function currentDeviceInfo(win: Window = window): DeviceInfo {
  return {
    width: win.innerWidth,
    hasTouch: 'ontouchstart' in win || win.navigator.maxTouchPoints > 0,
    userAgent: win.navigator.userAgent,
  };
}
