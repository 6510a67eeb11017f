import type { ServerEnv } from "./env";
import { siteSecretProblem } from "./public-secrets";

/**
 * Whether a function runs on a site Netlify deployed. The signal is the deploy context Netlify
 * gives every invocation of a v2 function (Context.deploy.context, from Netlify's own
 * x-nf-deploy-context: "production", "deploy-preview", "branch-deploy" or a branch's name).
 * Netlify's local tools give "dev" or an empty string, and this project's own functions server
 * (the preview, the load test) gives none. Environment variables are no signal: anything a
 * deployed site has, a developer can set locally, and the other way round.
 */
export function isDeployed(context: { deploy?: { context?: string } } | undefined): boolean {
  const deployContext = context?.deploy?.context;
  return typeof deployContext === "string" && deployContext !== "" && deployContext !== "dev";
}

/**
 * What a deployed site must not run with, each saying what to set instead: a SITE_SECRET anyone
 * can know or guess (it signs claim links, which show passengers' names and phones), and
 * LOCAL_DEV_FALLBACKS, which lets a site start without mail, operators or a secret. Empty when
 * the configuration is fit for a deployed site.
 */
export function deployedSiteProblems(
  env: Pick<ServerEnv, "siteSecret" | "localDevFallbacks">,
): string[] {
  const problems: string[] = [];
  if (env.localDevFallbacks) {
    problems.push(
      "LOCAL_DEV_FALLBACKS=true is for local development only: delete it from the site's environment variables",
    );
  }
  const secret = siteSecretProblem(env.siteSecret);
  if (secret) {
    problems.push(
      `SITE_SECRET ${secret}: set it to a new random value (openssl rand -base64 32) in the site's environment variables`,
    );
  }
  return problems;
}
