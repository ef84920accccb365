// Translates a validation issue message (a message key from lib/validation, e.g.
// 'validation.passwordMinLength') with its fixed values; other texts pass through unchanged.
'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { issueFromMessage } from '@/lib/validation/messages';

export function useIssueText(): (message: string | null | undefined) => string | null {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return null;
      const issue = issueFromMessage(message);
      return t.has(issue.key) ? t(issue.key, issue.values) : message;
    },
    [t],
  );
}
