// The language a CMS screen shows its content in: one radio per language the content has.
import { languageName } from './cmsValues';

interface LanguageSwitchProps {
  languages: readonly string[];
  value: string;
  onChange(lang: string): void;
}

export function LanguageSwitch({ languages, value, onChange }: LanguageSwitchProps) {
  if (languages.length < 2) return null;
  return (
    <fieldset className="segmented language-switch" aria-label="Language">
      {languages.map((lang) => (
        <label key={lang} className={lang === value ? 'segment segment-on' : 'segment'} title={languageName(lang)}>
          <input type="radio" name="language" value={lang} checked={lang === value} onChange={() => onChange(lang)} />
          {languageName(lang)}
        </label>
      ))}
    </fieldset>
  );
}
