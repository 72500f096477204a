import { cht } from './cht';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { jp } from './jp';
import { kor } from './kor';
import { pt } from './pt';
import { ru } from './ru';
import { spa } from './spa';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';

export const qaUi = { cht, de, en, fr, jp, kor, pt, ru, spa, th, vi, zh };
