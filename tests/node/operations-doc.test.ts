/**
 * docs/operations.md and its Grafana dashboard against what the server exposes: the alert rules parse as
 * Prometheus rule groups, each links to its runbook section, and every metric and label value the rules
 * and the dashboard ask for is one /metrics shows, so a renamed metric cannot leave an alert that never fires.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { anchorsOf } from '../../scripts/doc-links.mjs';
import { createServiceMetrics } from '../../site/metrics/service-metrics';
import { parseMetrics, type Sample } from '../support/metrics-scrape';

const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
const dashboard = JSON.parse(readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8')) as {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
};

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}

function alertRules(): Rule[] {
  const block = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!).find((y) => /^groups:/m.test(y));
  if (!block) throw new Error('docs/operations.md has no yaml block of rule groups');
  const parsed = parse(block) as { groups: { name: string; rules: Rule[] }[] };
  return parsed.groups.flatMap((group) => group.rules);
}

/** A scrape with every series there can be: every destination, a request observed, a lead refused. */
async function everySeries(): Promise<Sample[]> {
  const metrics = createServiceMetrics({
    relays: () => ['crm', 'email', 'payments'].map((destination) => ({ destination, circuitOpen: () => false })),
    outbox: { backlog: async () => ({ pending: 0, oldestCreatedAt: undefined }) },
    orderEvents: { countByStatus: async () => ({}) },
    ready: async () => ({ ok: true }),
  });
  metrics.observeRequest('GET', '/readyz', 200, 0.001);
  metrics.observeRequest('POST', '/api/createOpportunityAndSendToBooking', 503, 0.2);
  return parseMetrics((await metrics.render()).body);
}

/**
 * Each selector `metric{label="value", …}` of a PromQL expression, with its exact-match labels (regex and
 * negative matchers are left out; `instance` and `job` are Prometheus's own).
 */
function selectors(expr: string): { metric: string; labels: Record<string, string> }[] {
  return [...expr.matchAll(/\b((?:shipquote|nodejs|process)_[a-z0-9_]+)\b(?:\{([^}]*)\})?/g)].map((match) => {
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)\s*=\s*"([^"]*)"/g)) {
      if (name !== 'instance' && name !== 'job') labels[name!] = value!;
    }
    return { metric: match[1]!, labels };
  });
}

function expectExposed(samples: Sample[], expr: string) {
  for (const { metric, labels } of selectors(expr)) {
    const found = samples.some(
      (sample) =>
        sample.name === metric && Object.entries(labels).every(([name, value]) => sample.labels[name] === value),
    );
    expect(found, `${metric} ${JSON.stringify(labels)} in ${expr}`).toBe(true);
  }
}

describe('the alert rules of docs/operations.md', () => {
  it('are Prometheus rule groups with the alerts that matter, each with a severity, a summary and a runbook', () => {
    const rules = alertRules();
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'ShipQuoteCrmLeadWaiting',
        'ShipQuoteServerErrors',
        'ShipQuoteNotReady',
        'ShipQuoteEmailGivenUp',
      ]),
    );
    const anchors = anchorsOf(doc);
    for (const rule of rules) {
      expect(rule.expr, rule.alert).toEqual(expect.any(String));
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toEqual(expect.any(String));
      const [file, anchor] = rule.annotations.runbook.split('#');
      expect(file, rule.alert).toBe('docs/operations.md');
      expect(anchors.has(anchor!), `${rule.alert}: #${anchor}`).toBe(true);
    }
  });

  it('ask only for metrics and label values the server exposes', async () => {
    const samples = await everySeries();
    for (const rule of alertRules()) expectExposed(samples, rule.expr);
    const oldestCrm = alertRules().find((rule) => rule.alert === 'ShipQuoteCrmLeadWaiting')!;
    expect(oldestCrm.expr).toBe('max(shipquote_outbox_oldest_pending_age_seconds{destination="crm"}) > 300');
  });
});

describe('the Grafana dashboard', () => {
  it('asks only for metrics and label values the server exposes, in every panel', async () => {
    const samples = await everySeries();
    const queried = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(queried.length).toBeGreaterThan(10);
    for (const panel of queried) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expectExposed(samples, target.expr);
    }
  });
});

describe('the metrics table of docs/operations.md', () => {
  it('names every metric of the server’s own', async () => {
    const names = new Set(
      (await everySeries())
        .map((sample) => sample.name.replace(/_(bucket|count|sum)$/, ''))
        .filter((name) => name.startsWith('shipquote_')),
    );
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(doc, name).toContain(`\`${name}\``);
  });
});
