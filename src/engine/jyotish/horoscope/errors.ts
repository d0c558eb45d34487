/** Request fields the horoscope reads, spelled as in the request, for a 422. */
export type HoroscopeField = 'sign' | 'period';

/** An input the horoscope cannot read (an unknown sign name or period); `field` names it so the route can 422. */
export class HoroscopeInputError extends Error {
  override readonly name = 'HoroscopeInputError';
  readonly field: HoroscopeField;

  constructor(field: HoroscopeField, message: string) {
    super(message);
    this.field = field;
  }
}
