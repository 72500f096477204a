export { SectionHeader, type SectionHeaderProps } from './section-header';
