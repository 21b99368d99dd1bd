import { useCallback } from 'react';
import { formatValidationMessage, type ValidationIssue } from '@sapar/contracts';
import { useLanguage } from './use-language';

/** Turns a contracts validation issue into the message of the current language (the API says the same). */
export function useValidationText(): (issue: ValidationIssue | null) => string | undefined {
  const language = useLanguage();
  return useCallback((issue) => (issue ? formatValidationMessage(language, issue) : undefined), [language]);
}
