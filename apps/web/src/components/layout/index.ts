export { AppHeader, type AppHeaderProps } from './app-header';
export { Page, STATE_FRAME_HEADER, type PageProps } from './page';
export { PlaceholderPage } from './placeholder-page';
