// The seeded PRNG lives with the seeds (upstream/db/seed/prng.ts); the bench dataset uses the same.
export * from '../../upstream/db/seed/prng';
