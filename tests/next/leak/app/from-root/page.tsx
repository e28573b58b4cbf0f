import { LeakFromRoot } from './leak';

export default function FromRoot() {
  return <LeakFromRoot />;
}
