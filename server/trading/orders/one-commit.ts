import type { Db } from '../../db/connection';
import type { DeskCommit } from './order-desk';

/*
 * How the order desk's work reaches the database: in ONE SQLite transaction per call, each job's
 * own commit a savepoint inside it. Jobs run in order, each seeing what the previous ones left, and
 * their live events go out once all of them are durable.
 */

/** Work for one commit: it names the markets whose books it changes and tells what it committed. */
export type Job<T> = (touch: (market: string) => void, tell: (change: DeskCommit) => void) => T;

type Hooks = {
  /** The engine forgets what a failed transaction's jobs did to this market's book. */
  reload: (market: string) => void;
  /** A committed change goes out (book snapshot, live events). */
  publish: (change: DeskCommit) => void;
  /** The wait before a turn's group commits (the desk's hop: one turn of the event loop). */
  hop: () => Promise<void>;
};

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

export function createCommits(db: Db, { reload, publish, hop }: Hooks) {
  /** Each job's answer, or the error that refused it; if the transaction itself fails, its error is thrown. */
  function inOneCommit<T>(jobs: readonly Job<T>[]): (T | Error)[] {
    const changes: DeskCommit[] = [];
    const touched = new Set<string>();
    const tell = (change: DeskCommit) => changes.push(change);
    const run = (job: Job<T>): T | Error => {
      try {
        return job((market) => touched.add(market), tell);
      } catch (err) {
        return asError(err);
      }
    };
    let answers: (T | Error)[] = [];
    try {
      db.transaction(() => (answers = jobs.map(run)))();
    } catch (err) {
      for (const market of touched) reload(market);
      throw err;
    }
    changes.forEach(publish);
    return answers;
  }

  /*
   * Jobs that arrive in the same turn of the event loop share one commit (group commit): under load
   * a dozen orders pay for one WAL append instead of a dozen. Each is still answered only once its
   * rows are durable.
   */
  type Waiting = { job: Job<unknown>; done: (answer: unknown) => void };
  let turn: Waiting[] | undefined;

  function inThisTurn<T>(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!turn) {
        const group: Waiting[] = (turn = []);
        void hop().then(() => {
          turn = undefined;
          let answers: unknown[];
          try {
            answers = inOneCommit(group.map((g) => g.job));
          } catch (err) {
            answers = group.map(() => asError(err));
          }
          group.forEach((g, i) => g.done(answers[i]));
        });
      }
      turn.push({ job, done: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer as T)) });
    });
  }

  return { inOneCommit, inThisTurn };
}
