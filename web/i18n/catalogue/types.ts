/**
 * The shape of the pages' message catalogue: every message is an ICU MessageFormat pattern (plural and select
 * included) written in English and in Hindi side by side, so a message without its Hindi does not compile.
 */
export interface Message {
  readonly en: string;
  readonly hi: string;
}

export type Catalogue = Readonly<Record<string, Message>>;
