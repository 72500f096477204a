export { AppHeader, type AppHeaderProps } from './app-header';
export { Page, type PageProps } from './page';
export { PlaceholderPage } from './placeholder-page';
