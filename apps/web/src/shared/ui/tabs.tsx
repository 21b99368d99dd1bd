/** Radix Tabs with the app's look: an accessible tablist (arrow keys, Home/End) that scrolls sideways on phones. */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './tabs.module.css';

export const Tabs = RadixTabs.Root;

export function TabList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={[styles.list, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}

export function Tab({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={[styles.tab, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}

export function TabPanel({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={[styles.panel, className ?? ''].filter(Boolean).join(' ')} {...props} />;
}
