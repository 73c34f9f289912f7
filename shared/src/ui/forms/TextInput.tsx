import {
  useId,
  useState,
  type ChangeEventHandler,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { IconName } from '../../iconNames';
import { LIMITS } from '@app/contract';
import { Icon } from '../Icon';
import { inputIcon } from './inputIcon';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** A 5-row multi-line box instead of a one-line input. */
  large?: boolean;
  /** Shown under the field; marks it invalid. */
  error?: string;
  /** Overrides the icon picked from the type or placeholder; null for none. */
  icon?: IconName | null;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * The shared text input: required with a minimum length of 4 unless told
 * otherwise (`required={false}`, `minLength={0}`), an optional maximum length, an icon by type or
 * placeholder, a show/hide button on passwords (hidden at first), and a 5-row `large` variant.
 */
export function TextInput({
  label,
  hideLabel = false,
  large = false,
  error,
  icon,
  type = 'text',
  required = true,
  minLength = LIMITS.inputMinLength,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const [passwordShown, setPasswordShown] = useState(false);
  const isPassword = type === 'password';
  const iconName = icon === undefined ? inputIcon(type, rest.placeholder) : icon;

  const field = {
    ...rest,
    id: inputId,
    required,
    minLength: minLength > 0 ? minLength : undefined,
    // marked invalid by its error, or by the form (whose message stands elsewhere)
    'aria-invalid': error ? true : rest['aria-invalid'],
    'aria-describedby': [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    className: [
      'tt-input',
      iconName && 'tt-input--with-icon',
      isPassword && 'tt-input--with-toggle',
      className,
    ]
      .filter(Boolean)
      .join(' '),
  };

  return (
    <div className="tt-field">
      <label htmlFor={inputId} className={hideLabel ? 'tt-sr-only' : 'tt-field-label'}>
        {label}
      </label>
      <div className={large ? 'tt-input-wrap tt-input-wrap--large' : 'tt-input-wrap'}>
        {iconName && <Icon name={iconName} size={18} className="tt-input-icon" />}
        {large ? (
          <textarea {...(field as TextareaHTMLAttributes<HTMLTextAreaElement>)} rows={LIMITS.textareaRows} />
        ) : (
          <input {...field} type={isPassword && passwordShown ? 'text' : type} />
        )}
        {isPassword && !large && (
          <button
            type="button"
            className="tt-icon-button tt-input-toggle"
            aria-label={passwordShown ? 'Hide password' : 'Show password'}
            aria-pressed={passwordShown}
            aria-controls={inputId}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <Icon name={passwordShown ? 'eyeOff' : 'eye'} size={18} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
