import { Leak } from './leak';

export default function Home() {
  return <Leak />;
}
