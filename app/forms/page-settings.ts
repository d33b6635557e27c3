import { useRouteContext, rootRouteId } from '@tanstack/react-router';
import type { FormsPageHolder } from '../router-context';
import { formKinds, isFormKind, isSubmissionStatus, type FormsPageSettings } from './submission';

/**
 * The browser's check of the forms' settings dehydrated with the page: the worker made them, so only their shape is
 * checked (a light check, as for the worker's other answers: decision 042).
 */
export function isFormsPageSettings(value: unknown): value is FormsPageSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { xsrfToken, stamps, key, botCheck, submission } = value as Partial<Record<keyof FormsPageSettings, unknown>>;
  const stampsOk =
    typeof stamps === 'object' && stamps !== null && formKinds.every((kind) => typeof (stamps as Record<string, unknown>)[kind] === 'string');
  const botOk =
    botCheck === null ||
    (typeof botCheck === 'object' &&
      botCheck !== undefined &&
      typeof (botCheck as { siteKey?: unknown }).siteKey === 'string' &&
      typeof (botCheck as { scriptUrl?: unknown }).scriptUrl === 'string');
  const submissionOk =
    submission === undefined ||
    (typeof submission === 'object' &&
      submission !== null &&
      isFormKind((submission as { form?: unknown }).form) &&
      isSubmissionStatus((submission as { status?: unknown }).status));
  return typeof xsrfToken === 'string' && stampsOk && typeof key === 'string' && botOk && submissionOk;
}

/** The page's form settings (undefined in component tests without a worker). */
export function useFormsPageSettings(): FormsPageSettings | undefined {
  const holder = useRouteContext({ from: rootRouteId, select: (context) => context.forms });
  return holder && formsPageSettings(holder);
}

/** The holder's settings: the worker's, or in the browser the dehydrated ones once they pass the check (kept then). */
export function formsPageSettings(holder: FormsPageHolder): FormsPageSettings | undefined {
  if (holder.current === undefined && isFormsPageSettings(holder.dehydrated)) holder.current = holder.dehydrated;
  return holder.current;
}
