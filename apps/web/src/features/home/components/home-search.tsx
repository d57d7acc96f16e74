import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import buttonClasses from '../../../components/link-button.module.css';
import classes from './home-hero.module.css';

/** The home page's shop search: takes the words to the shop search page. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();
  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        const searchKey = text.trim();
        void navigate(searchKey ? `/shops?searchKey=${encodeURIComponent(searchKey)}` : '/shops');
      }}
    >
      <label htmlFor={inputId} className={classes.visuallyHidden}>
        Search shops
      </label>
      <input
        id={inputId}
        type="search"
        className={classes.input}
        placeholder="Sarees, bridal lehengas, a tailor in Pune…"
        value={text}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button
        type="submit"
        className={`${buttonClasses.root} ${buttonClasses.filled} ${buttonClasses.md}`}
      >
        Search
      </button>
    </form>
  );
}
