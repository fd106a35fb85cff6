// The public verification page's content in the served HTML (issue 45), drawn like the other public pages (public-pages
// /page-body.ts): it paints before any script runs and the app's first render takes its place. Without a web build
// (API-only tests, `npm run dev`) it is a small page of its own.
import { MESSAGES, formatDateTime, routes } from '@/domain/shared';
import {
  WORK_RECORD_MESSAGES as M,
  workRecordReviewRows,
  workRecordRows,
  type VerifyWorkRecordResponse,
} from '@/domain/work-records';
import { escapeHtml as e } from './head-tags';

const dl = (rows: { label: string; value: string }[]) =>
  `<dl style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;margin:0">${rows
    .map(
      (r) =>
        `<div><dt style="color:#616e7c;font-size:14px">${e(r.label)}</dt><dd style="margin:0;overflow-wrap:anywhere">${e(r.value)}</dd></div>`,
    )
    .join('')}</dl>`;

/** The page's content: genuine or not, what the record states, and the SHA-256 a genuine copy has. */
export function verifyPageBody(result: VerifyWorkRecordResponse | null): string {
  const V = M.verify;
  const status = !result ? V.notFound : result.genuine ? V.genuine : V.notGenuine;
  const colour = result?.genuine ? '#2b8a3e' : '#c92a2a';
  const r = result?.record;
  const facts = r
    ? `<section><h2 style="font-size:18px">${e(V.states)}</h2>${dl([
        ...workRecordRows(r.facts),
        { label: M.facts.issuedAt, value: formatDateTime(r.issued_at) },
        { label: M.facts.recordId, value: r.id },
      ])}
      ${r.facts.review ? `<h3 style="font-size:16px">${e(M.review.heading)}</h3>${dl(workRecordReviewRows(r.facts))}` : ''}
      <h3 style="font-size:16px">${e(M.facts.sha256)}</h3>
      <p style="font-family:monospace;font-size:13px;overflow-wrap:anywhere">${e(r.sha256)}</p>
      <p style="color:#616e7c;font-size:14px">${e(V.hashHint)}</p></section>`
    : '';
  return `<div data-server-rendered="verify">
<header style="display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #dee2e6">
  <a href="${e(routes.exploreJobs())}" style="font-weight:700;color:#0b7a75;text-decoration:none">CareLink</a>
  <nav><a href="${e(routes.login())}">${e(MESSAGES.publicJobs.logIn)}</a></nav>
</header>
<main style="max-width:720px;margin:0 auto;padding:16px">
  <h1 style="font-size:24px">${e(V.pageTitle)}</h1>
  <p role="status" style="font-weight:700;color:${colour}">${e(status)}</p>
  ${facts}
</main></div>`;
}

/** A whole page for when the server has no web build to put the content in. */
export function standaloneVerifyPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(M.verify.pageTitle)}</title></head><body style="font-family:system-ui,sans-serif;margin:0">${body}</body></html>`;
}
