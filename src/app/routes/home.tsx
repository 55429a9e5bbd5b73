import { HomePage } from '../../features/home/home-page';

export function Component() {
  return (
    <>
      <title>Vantage: a prediction-market portfolio</title>
      <HomePage />
    </>
  );
}
