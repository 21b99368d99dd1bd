import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  /** Square, icon-only; the caller must give it an aria-label. */
  isIcon?: boolean;
}

export function buttonClassName({ variant = 'primary', isIcon = false }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], isIcon ? styles.icon : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, isIcon, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClassName({ variant, isIcon }, className)} {...props} />;
});

/** A link that looks like a button, for navigation that reads as an action ('Back to home'). */
export function ButtonLink({ variant, isIcon, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, isIcon }, className)} {...props} />;
}
