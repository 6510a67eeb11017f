/**
 * What a scheduled step about claims' holders works with: the kinds it may touch, the operators
 * as they are now (one taken off the list is asked nothing), the run's clock, and how many
 * claims one run takes at most.
 */
export interface HolderStep {
  kinds: readonly { name: string }[];
  operators: string[];
  now: Date;
  limit?: number;
}
