import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type SearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search in effect (usually from the URL). */
  value: string;
  /** `typing` is true when the search came from a pause in typing, false for Enter or Clear. */
  onSearch: (value: string, options: { typing: boolean }) => void;
  /** Pause in typing after which the search runs, in ms. */
  delay?: number;
  maxLength?: number;
};

/**
 * A search box that searches as you type (after a short pause) and at once on Enter. It
 * follows `value` when that changes from elsewhere (back button, "Clear filters").
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  delay = 350,
  maxLength = 100,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  // The search runs after a pause; by then the page may have re-rendered (the URL changed),
  // so call the latest onSearch, not the one from the keystroke's render.
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string, typing: boolean) => {
    window.clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    latestOnSearch.current(trimmed, { typing });
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text, false);
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          text ? (
            <CloseButton
              aria-label="Clear the search box"
              onClick={() => {
                setText('');
                commit('', false);
              }}
            />
          ) : null
        }
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => commit(next, true), delay);
        }}
      />
    </form>
  );
}
