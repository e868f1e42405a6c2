import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** A small typed state holder on rxjs: the bus streams of the site are built from it. */
export class Store<T> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
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
