import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner in place of the title; the button is busy and disabled meanwhile. */
  loading?: boolean;
  /** 100% wide (the default is 81%). */
  fullwidth?: boolean;
  /** As wide as its content. */
  contain?: boolean;
  /** The outline variant (pale background, primary border) instead of the filled one. */
  outline?: boolean;
}

/** The product's button. `type` defaults to 'button'. */
export function Button({
  loading = false,
  fullwidth = false,
  contain = false,
  outline = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'tt-button',
    outline ? 'tt-button--outline' : 'tt-button--filled',
    fullwidth && 'tt-button--fullwidth',
    contain && 'tt-button--contain',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <>
          <Spinner />
          <span className="tt-sr-only">Loading</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
