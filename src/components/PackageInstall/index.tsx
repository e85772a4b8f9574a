import React from "react";
import Tabs from "@theme/Tabs";
import TabItem from "@theme/TabItem";
import CodeBlock from "@theme/CodeBlock";

type Props = {
  /** Space-separated package names, as typed after `npm install`. */
  packages: string;
  /** Install as development dependencies. */
  dev?: boolean;
  /**
   * The Lingui major these packages belong to, when it is not the one the page's docs version is
   * checked against (a post about an older release). Not shown: the sample checker reads it.
   */
  release?: string;
};

const managers = [
  { value: "npm", label: "npm", command: (dev: boolean) => `npm install ${dev ? "--save-dev " : ""}` },
  { value: "yarn", label: "Yarn", command: (dev: boolean) => `yarn add ${dev ? "--dev " : ""}` },
  { value: "pnpm", label: "pnpm", command: (dev: boolean) => `pnpm add ${dev ? "--save-dev " : ""}` },
];

/** The same install command for npm, Yarn and pnpm, in tabs that remember the reader's choice. */
export default function PackageInstall({ packages, dev = false }: Props): React.JSX.Element {
  return (
    <Tabs groupId="package-manager" queryString="package-manager">
      {managers.map(({ value, label, command }) => (
        <TabItem key={value} value={value} label={label}>
          <CodeBlock language="bash">{command(dev) + packages}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
