/**
 * City autocomplete on the WAI-ARIA combobox pattern: the input owns a listbox of cities with
 * their airports grouped under them; arrows move the active option (aria-activedescendant),
 * Enter picks it, Escape closes the list. `isInline` keeps the list open (the phone sheet).
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@sapar/contracts';
import { useLocationOptions } from '../hooks/use-locations';
import type { CityChoice } from '../model/types';
import styles from './city-combobox.module.css';

interface CityOption {
  id: string;
  choice: CityChoice;
  /** Shown on the option: the city, or the airport under its city. */
  title: string;
  detail: string;
  isAirport: boolean;
}

interface CityGroup {
  location: Location;
  options: CityOption[];
}

export function toCityGroups(locations: readonly Location[], idPrefix: string): CityGroup[] {
  let index = 0;
  const nextId = () => `${idPrefix}-option-${index++}`;
  return locations.map((location) => {
    const hasSeveralAirports = location.airports.length > 1;
    const city: CityOption = {
      id: nextId(),
      choice: { title: location.title, code: location.code },
      title: location.title,
      detail: hasSeveralAirports
        ? location.country
        : [location.airports[0]?.title, location.country].filter(Boolean).join(', '),
      isAirport: false,
    };
    const airports: CityOption[] = hasSeveralAirports
      ? location.airports.map((airport) => ({
          id: nextId(),
          choice: { title: `${location.title} (${airport.title})`, code: airport.code },
          title: airport.title,
          detail: '',
          isAirport: true,
        }))
      : [];
    return { location, options: [city, ...airports] };
  });
}

export interface CityComboboxProps {
  label: string;
  value: CityChoice;
  onChange: (city: CityChoice) => void;
  /** The message under the field; the input points at it with aria-describedby. */
  error?: string;
  isInline?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Called after a pick (the sheet closes on it). */
  onPicked?: () => void;
}

export function CityCombobox({
  label,
  value,
  onChange,
  error,
  isInline = false,
  autoFocus,
  inputRef,
  onPicked,
}: CityComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  const [text, setText] = useState(value.title);
  const [shownTitle, setShownTitle] = useState(value.title);
  // A swap, a reset or a link changes the value from outside: show it.
  if (value.title !== shownTitle) {
    setShownTitle(value.title);
    setText(value.title);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const isListShown = isInline || isOpen;

  // Once a city is picked, focusing the field again lists popular cities rather than just that one.
  const queryText = value.code && text === value.title ? '' : text;
  const { options: locations, isLoading, isError } = useLocationOptions(queryText, isListShown);
  const groups = useMemo(() => toCityGroups(locations, id), [locations, id]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  // New options (the answer for newer text) start with nothing highlighted.
  const [shownOptions, setShownOptions] = useState(options);
  if (options !== shownOptions) {
    setShownOptions(options);
    setActiveIndex(-1);
  }
  const activeOption = isListShown ? options[activeIndex] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function pick(option: CityOption) {
    onChange(option.choice);
    setText(option.choice.title);
    setShownTitle(option.choice.title);
    setIsOpen(false);
    setActiveIndex(-1);
    onPicked?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isListShown) setIsOpen(true);
        else setActiveIndex((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (isListShown) setActiveIndex((i) => Math.max(i - 1, 0));
        break;
      case 'Enter': {
        if (!isListShown) return;
        // Enter picks the highlighted option, or the first one after typing a name.
        const option = activeOption ?? (text.trim() && !isLoading ? options[0] : undefined);
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        }
        break;
      default:
    }
  }

  function handleBlur() {
    if (isInline) return;
    setIsOpen(false);
    setActiveIndex(-1);
    // Typed a whole name and left without picking: take the city of that exact name.
    const exact =
      !value.code && !isLoading ? options.find((o) => o.title.toLowerCase() === text.trim().toLowerCase()) : undefined;
    if (exact) pick(exact);
  }

  const statusText = isLoading
    ? t('search.city.searching')
    : isError
      ? t('search.city.loadError')
      : options.length === 0
        ? t('search.city.nothingFound')
        : t('search.city.found', { count: locations.length });

  return (
    <div className={`${styles.field} ${isInline ? styles.inline : ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={`${styles.control} ${value.code ? styles.hasCode : ''}`}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('search.city.placeholder')}
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
            setShownTitle(event.target.value);
            onChange({ title: event.target.value });
          }}
          onFocus={(event) => {
            event.target.select();
            setIsOpen(true);
          }}
          onClick={() => setIsOpen(true)}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        {value.code ? (
          <span className={styles.code} aria-hidden="true">
            {value.code}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.list}
        // Chromium puts a scrolling box in the Tab order; the list is left by Tab from the field,
        // then hidden on blur, which dropped focus to the page body. Arrows move through it instead.
        tabIndex={-1}
        hidden={!isListShown || (!isInline && options.length === 0)}
        // A press anywhere on the list (a group's gap, its scrollbar) keeps focus in the field: it
        // used to blur the input and leave focus on the page body.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <li key={group.location.code} role="presentation">
            <ul role="group" aria-label={`${group.location.title}, ${group.location.country}`} className={styles.group}>
              {group.options.map((option) => {
                const index = options.indexOf(option);
                return (
                  <li
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={option.isAirport ? styles.airport : styles.city}
                    onClick={() => pick(option)}
                  >
                    <span className={styles.optionTitle}>{option.title}</span>
                    <span className={styles.optionDetail}>{option.detail}</span>
                    <span className={styles.optionCode}>{option.choice.code}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {isListShown && !isLoading && options.length === 0 && text.trim() ? (
        <p className={styles.empty} onMouseDown={(event) => event.preventDefault()}>
          {isError ? t('search.city.loadError') : t('search.city.nothingFound')}
        </p>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {isListShown && text.trim() ? statusText : ''}
      </span>
    </div>
  );
}
