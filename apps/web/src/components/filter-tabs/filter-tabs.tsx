import Tabs from 'antd-mobile/es/components/tabs';
import { useRef, type ReactNode } from 'react';
import { useWheelScroll } from '@/hooks/use-wheel-scroll';
import styles from './filter-tabs.module.css';

export interface FilterTabsProps {
  tabs: readonly { key: string; title: ReactNode }[];
  activeKey: string;
  /** The key of the tab chosen (a string: narrow it to the page's filter type). */
  onChange: (key: string) => void;
  /** Accessible name of the tabs' <nav>. */
  label: string;
  testId?: string;
  /** A toolbar under the tabs, sticky with them. */
  toolbar?: ReactNode;
}

/**
 * The filter tabs of a list page, sticky under the header; a mouse wheel scrolls them sideways
 * when they do not fit.
 */
export function FilterTabs({ tabs, activeKey, onChange, label, testId, toolbar }: FilterTabsProps) {
  const navRef = useRef<HTMLElement>(null);
  useWheelScroll(navRef);
  const nav = (
    <nav
      ref={navRef}
      className={toolbar ? undefined : styles.bar}
      aria-label={label}
      data-testid={testId}
    >
      <Tabs activeKey={activeKey} onChange={onChange} activeLineMode="fixed">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
    </nav>
  );
  if (!toolbar) return nav;
  return (
    <div className={`${styles.bar} ${styles.withToolbar}`}>
      {nav}
      {toolbar}
    </div>
  );
}
