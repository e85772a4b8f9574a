// Who nginx's workers run as when the server is started as root: the owner of the build folder,
// looked up in /etc/passwd and /etc/group (nginx's `user` directive takes names). An owner with
// no entry there (files unpacked from another machine) falls back to root.
import { readFileSync, statSync } from "node:fs";
import { dirname, parse } from "node:path";

function entries(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(":"));
}

/** @returns {{ name: string, group: string, uid: number, gids: number[] }} */
export function workerUser(folder) {
  const { uid } = statSync(folder);
  const account = entries("/etc/passwd").find((fields) => Number(fields[2]) === uid);
  if (!account) return { name: "root", group: "root", uid: 0, gids: [0] };
  const [name, , , primaryGid] = account;
  const groups = entries("/etc/group");
  const primary = groups.find((fields) => fields[2] === primaryGid);
  const member = groups.filter((fields) => (fields[3] ?? "").split(",").includes(name));
  return {
    name,
    group: primary?.[0] ?? name,
    uid,
    gids: [Number(primaryGid), ...member.map((fields) => Number(fields[2]))],
  };
}

/** Whether `user` may read `file`: every folder on the way must let them through (x), the file be readable (r). */
export function readableBy(file, user) {
  if (user.uid === 0) return true;
  const allows = (path, bit) => {
    const { mode, uid, gid } = statSync(path);
    const shift = uid === user.uid ? 6 : user.gids.includes(gid) ? 3 : 0;
    return ((mode >> shift) & bit) !== 0;
  };
  const folders = [];
  for (let folder = dirname(file); folder !== parse(folder).root; folder = dirname(folder)) folders.push(folder);
  return allows(file, 4) && folders.every((folder) => allows(folder, 1));
}
