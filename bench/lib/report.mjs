// The table at the end of a run: every figure, its budget and whether it is met, and what it was measured on.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)}`);

function table(title, header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`;
  return [`${title}`, line(all[0]), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`, ...all.slice(1).map(line)].join('\n');
}

const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'OVER');

export function renderTable(r, { singletons }) {
  const b = r.budgets;
  const out = [];
  const m = r.machine;
  out.push(`Benchmarks (${r.mode}, ${r.durationSeconds} s) measured on: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node}, ${m.chromium}, commit ${m.commit}`);
  if (r.build) out.push(`Build: rebuilt ${r.build.built.join(', ') || 'nothing'}; up to date ${r.build.reused.join(', ') || 'nothing'}`);

  const budgeted = new Set(['home', 'product']);
  if (r.pages) {
    out.push(
      table(
        'Pages, cold first load (prefetch off; KB transferred = compressed, with the responses\' headers: "of it headers"; decoded = uncompressed)',
        ['page', 'JS KB', 'of it headers', 'JS decoded', 'JS files', 'CSS KB', 'CSS decoded', 'requests', 'h1 ms', 'JS budget'],
        Object.entries(r.pages).map(([name, p]) => [
          `${name} ${p.url}`,
          kb(p.jsTransferred),
          kb(p.jsHeaders ?? 0),
          kb(p.jsDecoded),
          p.jsFiles,
          kb(p.cssTransferred),
          kb(p.cssDecoded),
          p.requests,
          p.headingMs,
          budgeted.has(name) ? `${b.pages.firstLoadJsKb} ${verdict(p.jsTransferred / 1024 <= b.pages.firstLoadJsKb)}` : '',
        ]),
      ),
    );
    if (r.pages.home?.withPrefetch) out.push(`  home with link prefetch on (as visitors have it): ${kb(r.pages.home.withPrefetch.jsTransferred)} KB JS in ${r.pages.home.withPrefetch.requests} requests`);
  }

  if (r.lighthouse) {
    const rows = [];
    for (const [name, presets] of Object.entries(r.lighthouse)) {
      for (const [preset, l] of Object.entries(presets)) {
        if (l.error) {
          rows.push([`${name} ${preset}`, 'error', '', '', '', '', '', '', l.error.replace(/:.*/s, '').slice(0, 60)]);
          continue;
        }
        const scoreBudget = preset === 'mobile' ? b.pages.lighthouseMobileScore : b.pages.lighthouseDesktopScore;
        const checks = [l.score >= scoreBudget, l.cls <= b.pages.cls, preset === 'mobile' ? l.tbtMs < b.pages.tbtMobileMs : true];
        // JavaScript with prefetches included: the home page's within its budget, a page's desktop load no more than its mobile one.
        const mobileJs = presets.mobile?.jsTransferred;
        if (name === 'home' && preset === 'mobile' && b.pages.coldLoadJsMobileKb) checks.push(l.jsTransferred / 1024 <= b.pages.coldLoadJsMobileKb);
        if (preset === 'desktop' && mobileJs) checks.push(l.jsTransferred <= mobileJs + 512);
        // With several runs, each figure is their median, and every run's TBT is shown.
        const spread = l.tbtRunsMs ? l.tbtRunsMs.map(ms).join(' / ') : '';
        rows.push([`${name} ${preset}`, l.score, ms(l.fcpMs), ms(l.lcpMs), ms(l.tbtMs), spread, l.cls?.toFixed(3), l.jsTransferred === undefined || l.jsTransferred === null ? '–' : kb(l.jsTransferred), budgeted.has(name) ? verdict(checks.every(Boolean)) : '']);
      }
    }
    out.push(table(`Lighthouse (figures of several runs are their median; budget home/product: mobile ≥ ${b.pages.lighthouseMobileScore}, desktop ≥ ${b.pages.lighthouseDesktopScore}, CLS ${b.pages.cls}, mobile TBT < ${b.pages.tbtMobileMs} ms; JS KB: transferred in Lighthouse's run, prefetches included, home mobile ≤ ${b.pages.coldLoadJsMobileKb}, desktop ≤ mobile)`, ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT of each run', 'CLS', 'JS KB', 'budget'], rows));
    if (r.loadAverage) out.push(`  load average (1 min) at the start and the end of the Lighthouse runs: ${r.loadAverage.start.toFixed(1)}, ${r.loadAverage.end.toFixed(1)}`);
    // Where the blocking time is: the long tasks (simulated ms) of each page's median mobile run, by attributed script.
    for (const [name, presets] of Object.entries(r.lighthouse)) {
      const tasks = presets.mobile?.longTasks;
      if (!tasks?.length || !r.loadAverage) continue;
      out.push(`  ${name} mobile, long tasks of the median run (start+length ms, script): ${tasks.map((t) => `${t.startMs}+${t.durationMs} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`).join('; ')}`);
    }
  }

  if (r.navigation) {
    out.push(
      table(
        `Client-side navigation: click to the new page's visible h1 (budget < ${b.navigationMs} ms)`,
        ['step', 'median ms', 'max ms', 'runs', 'budget'],
        Object.entries(r.navigation).map(([step, n]) => [step, ms(n.medianMs), ms(n.maxMs), n.runs, verdict(n.medianMs < b.navigationMs)]),
      ),
    );
  }

  if (r.sharing) {
    out.push(
      table(
        'Page singletons after home → category → product → cart (builds whose copy was downloaded; at most 1)',
        ['library', 'downloads', 'from', 'budget'],
        singletons.map((lib) => {
          const downloads = r.sharing.downloaded[lib] ?? [];
          return [lib, downloads.length, downloads.join(', '), verdict(downloads.length <= 1)];
        }),
      ),
    );
    out.push(`  React DOM renderers: ${r.sharing.reactRenderers} (must be 1); page-wide instances of @shop/shared/runtime: ${JSON.stringify(r.sharing.instances)}${r.sharing.errors.length ? `; errors: ${r.sharing.errors.join(' | ')}` : ''}`);
  }

  if (r.federation) {
    const f = r.federation;
    const rows = [[`shell entry (MF runtime + root config) ${f.shell.entry}`, kb(f.shell.compressed), kb(f.shell.raw)]];
    for (const [name, remote] of Object.entries(f.remotes)) {
      rows.push([`${name} remote entry`, kb(remote.entry.compressed), kb(remote.entry.raw)]);
      rows.push([`${name} ./app`, kb(remote.app.compressed), kb(remote.app.raw)]);
    }
    for (const [name, s] of Object.entries(f.shared).sort((a, b) => b[1].compressed - a[1].compressed)) rows.push([`shared ${name}@${s.version} (as ${s.from} builds it)`, kb(s.compressed), kb(s.raw)]);
    out.push(table('Module Federation: what each entry and shared library costs (KB, brotli / raw)', ['file', 'KB br', 'KB raw'], rows));
  }

  for (const [key, a] of Object.entries(r.api ?? {})) {
    const size = a.products ?? key;
    const p99Budget = b.api.autosuggestP99Ms[size];
    const firstBudget = b.api.firstRequestP99Ms?.[size];
    const budgetOf = (name, e) => {
      if (name === 'GET /api/search/autosuggestion' && p99Budget) return `p99 < ${p99Budget} ${verdict(e.p99Ms < p99Budget)}`;
      if (name.startsWith('autosuggestion, first request') && firstBudget) return `p99 < ${firstBudget} ${verdict(e.p99Ms < firstBudget)}`;
      if (name.startsWith('POST /api/signals') && b.api.beaconP99Ms) return `>= ${b.api.beaconRps} req/s, p99 < ${b.api.beaconP99Ms} ${verdict(e.rps >= b.api.beaconRps && e.p99Ms < b.api.beaconP99Ms && e.non2xx + e.errors === 0)}`;
      return '';
    };
    out.push(
      table(
        `API on ${Number(size).toLocaleString('en')} products${a.database ? ` on ${a.database}` : ''}, autocannon, 32 connections, loopback (server start ${a.startMs} ms, memory ${a.memoryAtStartMb} MB at start, peak ${a.peakMemoryMb} MB${a.seedSeconds ? `; seeded in ${a.seedSeconds.toFixed(0)} s` : ''})`,
        ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'budget'],
        Object.entries(a.endpoints).map(([name, e]) => [name, e.rps, e.p50Ms, e.p99Ms, e.maxMs, e.non2xx + e.errors, budgetOf(name, e)]),
      ),
    );
  }
  return out.join('\n\n');
}
