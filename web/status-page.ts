/** The /status page: the health report as a small HTML table, readable without JavaScript. */

interface StatusInput {
  status: string;
  ready: boolean;
  version: string;
  uptime_seconds: number;
  checked_at: string;
  components: Record<string, { status: string; required: boolean; latency_ms?: number; detail?: string }>;
}

/**
 * The page's only inline block. The Content-Security-Policy allows it by its hash (web/inline-blocks.ts), so it must
 * be sent exactly as written here.
 */
export const STATUS_PAGE_STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
tr.ok td:nth-child(2) { color: #14692d; font-weight: 600; }
tr.down td:nth-child(2) { color: #a11; font-weight: 600; }
tr.not_configured td:nth-child(2) { color: #777; }
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderStatusPage(report: StatusInput): string {
  const rows = Object.entries(report.components)
    .map(([name, c]) => {
      const latency = c.latency_ms === undefined ? '' : `${c.latency_ms.toFixed(1)} ms`;
      return `<tr class="${escapeHtml(c.status)}"><td>${escapeHtml(name)}</td><td>${escapeHtml(c.status)}</td><td>${c.required ? 'required' : 'optional'}</td><td>${latency}</td><td>${escapeHtml(c.detail ?? '')}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="30">
<title>Status: ${escapeHtml(report.status)}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<style>${STATUS_PAGE_STYLE}</style>
</head>
<body>
<h1>Vedic computation service: ${report.status === 'ok' ? 'all components up' : 'degraded'}</h1>
<p>Version ${escapeHtml(report.version)}; up ${report.uptime_seconds} s; ${report.ready ? 'ready for traffic' : 'not ready (a required component is down)'}; checked ${escapeHtml(report.checked_at)}.</p>
<table>
<thead><tr><th>component</th><th>status</th><th>role</th><th>latency</th><th>detail</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>Machine-readable: <a href="/api/health">/api/health</a> · API description: <a href="/docs">/docs</a></p>
</body>
</html>
`;
}
