import { useTranslation } from 'react-i18next';
import styles from './step-indicator.module.css';

export interface StepIndicatorProps {
  /** Names of the steps, in order. */
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  label: string;
  /** On phones, names only the current step on screen (for long lists). */
  isCompact?: boolean;
}

/** "Step 2 of 3" as an ordered list: done steps are marked, the current one has aria-current="step". */
export function StepIndicator({ steps, current, label, isCompact = false }: StepIndicatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ol className={styles.steps} data-compact={isCompact || undefined}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.name}>
                <span className="visually-hidden">
                  {t('form.stepOf', { index: index + 1, total: steps.length })}
                  {state === 'done' ? `, ${t('form.stepDone')}` : ''}:{' '}
                </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
