/** One rule SpamAssassin's report says the message hit. */
export interface SpamRule {
  points: number;
  name: string;
  description: string;
}

export interface SpamReport {
  score: number;
  rules: SpamRule[];
}

/**
 * Reads the report `spamassassin -t` appends to the message: the total after "Content analysis
 * details", then the table of rules (points, name, description; a long description goes on in
 * indented lines, which are left out).
 */
export function parseSpamReport(output: string): SpamReport {
  const start = output.lastIndexOf("Content analysis details:");
  const total = /^Content analysis details:\s+\((-?\d+(?:\.\d+)?) points/.exec(output.slice(start));
  if (start < 0 || !total) throw new Error("spamassassin printed no report");
  const rules: SpamRule[] = [];
  for (const line of output.slice(start).split("\n")) {
    const rule = /^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s+(.*)$/.exec(line);
    if (rule) rules.push({ points: Number(rule[1]), name: rule[2]!, description: rule[3]!.trim() });
  }
  return { score: Number(total[1]), rules };
}
