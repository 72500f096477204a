export { InfoSheet, type InfoSheetProps } from './info-sheet';
