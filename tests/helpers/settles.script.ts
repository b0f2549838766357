// A `payload run` script that finishes (payload-cli.int.spec.ts).
console.log('the script ran')
