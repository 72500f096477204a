import styles from './gradient-hero.module.css';

/**
 * Class of the brand's gradient hero (gradient-hero.module.css): use it with the hero's own class,
 * which sets the padding and places the light circles.
 */
export const gradientHeroClass = styles.hero;
