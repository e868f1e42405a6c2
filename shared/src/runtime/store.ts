import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** A small typed state holder on rxjs: the bus streams of the site are built from it. */
export class Store<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  /**
   * What a server render shows for this state (it knows nothing of the visitor's browser, e.g. the cart kept in
   * localStorage): a hydrating render starts from it and then moves to `value`, so the page matches the server's HTML.
   */
  readonly serverValue: T;

  constructor(initial: T, serverValue: T = initial) {
    this.subject = new BehaviorSubject(initial);
    this.serverValue = serverValue;
    this.state$ = this.subject.pipe(distinctUntilChanged());
  }

  get value(): T {
    return this.subject.getValue();
  }

  set(next: T): void {
    this.subject.next(next);
  }

  patch(partial: Partial<T>): void {
    this.subject.next({ ...this.subject.getValue(), ...partial });
  }
}
