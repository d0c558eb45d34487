/**
 * A log for the parts composed before the HTTP app (and so before its logger) exists: the Redis breaker, the database
 * connector. Lines written before `attach` wait and go out through the app's logger once it is there, so every line
 * of the service has one format.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = (level: LogLevel, message: string) => void;

interface Sink {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LateLog {
  line: LogLine;
  /** From now on lines go to `sink`; the waiting ones are written first. `false` discards them (tests without logs). */
  attach(sink: Sink | false): void;
}

export function createLateLog(): LateLog {
  let sink: Sink | false | undefined;
  const waiting: [LogLevel, string][] = [];
  return {
    line(level, message) {
      if (sink === undefined) waiting.push([level, message]);
      else if (sink !== false) sink[level](message);
    },
    attach(s) {
      sink = s;
      for (const [level, message] of waiting.splice(0)) if (s !== false) s[level](message);
    },
  };
}
