interface Props {
  /** The first option, whose value '' chooses none of them. */
  none: string;
  choices: readonly string[];
}

/** A select's options: `none`, then one option per choice, named as its value. */
export default function Choices({ none, choices }: Props) {
  return (
    <>
      <option value="">{none}</option>
      {choices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
    </>
  );
}
