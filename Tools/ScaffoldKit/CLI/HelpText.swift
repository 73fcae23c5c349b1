/// The text of `--help`.
enum HelpText {
    /// What `--version` prints after the tool's name.
    static let version = "1.0.0"

    /// Everything a user needs: commands, options, the field syntax, the files, the exit codes.
    static let full = """
        scripts/scaffold: generate a clean-architecture slice for one entity, checked and undoable.

        USAGE
          scripts/scaffold <Entity> [--fields SPEC] [--gateway NAME] [--plural NAME]
                                    [--force | --skip] [--force-overwrite PATH]... [--dry-run] [--json] [--verify]
          scripts/scaffold <Entity> (--add-field SPEC | --remove-field NAME)... [--force] [--dry-run] [--json] [--verify]
          scripts/scaffold --upgrade (<Entity> | --all) [--force] [--dry-run] [--json]
          scripts/scaffold --remove <Entity> [--force] [--dry-run] [--json]
          scripts/scaffold --list | --selftest | --help | --version

        GENERATING
          <Entity>          UpperCamelCase name, e.g. Product, Category, APIKey. Refused: Swift keywords, and
                            names whose plural or lowerCamel or snake_case forms are keywords (A -> as,
                            I -> is); standard-library and Foundation names (Task, Data, Result, Error, URL,
                            Date, String, Set, ...); Swift Testing's, which the generated tests import
                            (Test, Tag, Issue, Comment, ...); this project's modules (read from Package.swift) and the
                            types its Domain, Data, Presentation and App code declares (read from the code
                            on every run: DataStore, SQLiteStore, ChangeSet, ...), also as a generated
                            file's type (Todo + Query); names whose OpenAPI schemas would take a name
                            docs/openapi.json has (Count, Batch, Id, IdPrefix -> IdPrefixQuery);
                            names a generated file name would be too long for;
                            names with a path separator or a dot; and entities written by hand
                            (Domain/Entities/<Entity>.swift exists but the manifest does not record it).
          --fields SPEC     The entity's fields, "name:Type" separated by spaces or commas, e.g.
                            --fields "name:String price:Double note:String? tags:[String] due:Date?"
                            Types: String, Int, Double, Bool, Date, UUID; T? optional; [T] array; [T]?.
                            A reference: "customer:Customer" or "customer:Customer?", Customer an entity
                            generated before (Project and Todo too) or one scaffold.json lists as referable:
                            the property customerID, a foreign key that refuses to delete a customer
                            still referred to, the wire member customerId, and the demo option
                            --customer taking the start of an id, or its unique String field's value
                            (--project Home). --remove Customer is then
                            refused until the entities that refer to it are removed.
                            "email:String:unique": no two may hold the same value, compared ignoring case,
                            width and how an accent was typed, as project names are; a taken one is a
                            conflict naming the field (a required String only; not with --add-field).
                            An enum: "status:Status(open,shipped,cancelled)=open" writes the enum Status
                            (Domain/Entities/Status.swift, String raw values); "=open" is new values'
                            default, "Status(...)?" optional. Stored and sent by case name, the demo
                            option --status shipped, the filter list --status shipped. Cases are
                            lowerCamel identifiers, no keyword, none twice; Status must be a new type.
                            "priority:Priority:Int(low,medium,high)=medium": a ranked enum, Int raw
                            values 0, 1, 2: stored as that rank (INTEGER) and sorted by it, sent and
                            typed by name. "count:Int=3", "done:Bool=false", "notes:String=" (empty):
                            a required field's default, which demo add does not then require.
                            "isCompleted@done:Bool": the wire member (JSON, OpenAPI) is "done"; the
                            property, column, option and query parameter keep the field's name.
                            "dueDate:Date?:indexed" (before any default: "rank:Int:indexed=3"): a sort
                            index on the column and the id, chores_due_date (not on a reference, a
                            unique field or an array; not with --add-field).
                            Every entity also has id, createdAt and updatedAt. Default: "name:String".
                            Two fields whose column, UpperCamel or lowerCamel forms are the same (fooID
                            and fooId are both foo_id) are refused, naming both. A field or table name
                            SQLite cannot take bare (order, select, group, ...) is refused where a template
                            writes it unquoted in SQL, naming the file and line; quoted, any name works.
                            PostgreSQL's system columns (xmin, xmax, cmin, cmax, ctid, tableoid, oid) are
                            refused as fields, quoted or not.
          --gateway NAME    The remote gateway, one of the "gateways" in scaffold.json (default: the first).
          --plural NAME     The plural when the English rules get it wrong (Category -> Categories,
                            Person -> People, Status -> Statuses are already right).
          --force           Overwrite files the scaffold generated for this entity that exist with other
                            content (generating it again with other fields), and files edited by hand
                            since it wrote them, each named in a note. It never overwrites a file the
                            manifest does not record as this entity's. Generating an entity again with
                            the fields, gateway and plural it has is --upgrade <Entity>: every file
                            written again from today's templates; a file edited by hand stops it
                            (exit 73) unless --force.
          --force-overwrite PATH
                            Overwrite PATH although the scaffold did not write it (a hand-written file);
                            repeat it for each such file. Its bytes are kept in the manifest, and --remove
                            writes them back.
          --skip            Keep files that exist with other content (they are not recorded as generated).
                            Without these, existing files abort the command and nothing is written.
                            A file that already has exactly the generated content is left alone, and
                            registrations are never duplicated: running a command twice changes nothing.

        CHANGING FIELDS LATER
          --add-field SPEC  Add a field to an entity generated before: "name:Type", or "name:Type=DEFAULT"
                            for a non-optional field. Every generated file of the entity is written again,
                            and its table gets a new numbered step (SQLite and PostgreSQL: ALTER TABLE ADD
                            COLUMN), so an existing database keeps its rows. Rows stored before get the
                            default: nil for an optional field; for another the DEFAULT given, else the
                            type's empty value ("", 0, 0.0, false, []); Date (DEFAULT as YYYY-MM-DD,
                            midnight UTC) and UUID have none and must be given one. The JSON file store
                            reads records written before with the same default.
          --remove-field NAME
                            Remove a field: the same rewrite, and a step that drops its column (the rows
                            stay, without it). The last field cannot be removed.
                            The manifest keeps the fields the entity was generated with and every change,
                            in order: each is a step, and a shipped step is never rewritten. Adding a
                            field that is there with the same type, or removing one already removed,
                            changes nothing. Generated files edited since are conflicts (exit 73) unless
                            --force. Gateway and plural are the ones it was generated with; --remove
                            undoes the whole entity.

        PLAN, CHECK, APPLY
          Every change is computed in memory first, as one plan.
          --dry-run         Print the plan: files to create, and a unified diff of every edited file.
          --json            Print the plan (or the error) as JSON, for tools.
          --verify          Apply the plan to a copy of the tree (scaffold.json "verifyDirectory", default
                            .build/scaffold-verify, kept so builds are incremental), run
                            'swift build --build-tests' with warnings as errors and
                            'swift test --filter <Entity>' and 'swift format lint --strict' on every file
                            written, and apply to the real tree only if all pass.
          Applying is all or nothing. Every file that would be written is first checked to be writable
          (a read-only or immutable one stops the command with the tree unchanged). Then the plan, with
          every file's bytes before and after, goes to .scaffold/journal.json; files are written
          atomically; the journal is removed last. If a write fails, every file touched is restored byte
          for byte. If the process dies instead (killed, a crash), the next scaffold command of any kind
          finishes the apply from the journal and says so on standard error; the tree is then exactly as
          after it, and --remove undoes it. (This holds for a killed process; a power cut can lose
          writes the system had not yet put on disk.)

        AFTER A TEMPLATE CHANGE
          --upgrade <Entity> | --upgrade --all
                            Write every generated file of the entity (of every entity the manifest
                            records) again from today's templates, with the fields, field changes,
                            gateway, plural and header date the manifest records; put its registration
                            lines back (a line the templates now render otherwise replaces the old one,
                            never a second copy); remove files the templates no longer make; record the
                            new content hashes and Templates/ version. On an up-to-date tree it changes
                            nothing. A file that differs both from what the scaffold recorded writing and
                            from what today's templates make was edited by hand: every such file is
                            listed and nothing at all is written (exit 73), unless --force, which
                            replaces them and names them. With --dry-run, the diffs and nothing written.
                            Every command warns (one line on standard error) while some entity was made
                            by another version of the templates.

        UNDO
          --remove <Entity> Remove exactly what generating it added: its files (by the manifest,
                            .scaffold/manifest.json) and its registration lines, and write back the
                            original bytes of files --force-overwrite replaced. Files edited since, and
                            registration lines changed in any way (whitespace too), are listed and nothing
                            is removed, unless --force. An entity the app is built around (the manifest
                            marks it isAppEntity: Project, Todo) is refused (exit 65) unless --force.

        OTHER
          --list            The templates, what each generates, and the registrations.
          --selftest        Generate a sample entity with every field type in a copy of the tree, build,
                            run every test with it, check a second run and --upgrade --all change
                            nothing and --remove restores the copy exactly; the real tree is never
                            touched. scripts/test runs this.
          --help            This text.

        FILES
          scaffold.json     project, author, header (lines; {{ file }} {{ project }} {{ author }} {{ date }}),
                            gateways, stores (the kinds of store: memory, sqlite, postgresql, remote, file),
                            paths, templates, manifest, entities, verifyDirectory, referable (hand-written
                            entities a reference may name, with the fields it reads:
                            {"Project": "name:String:unique"}). All optional.
          Templates/        manifest.json (version, files: template -> output [when condition],
                            registrations) and one template per generated file (Templates/README.md).
                            Template language:
                              {{ entity }}  {{ entity | plural | snake_case }}  {{ field.name | UpperCamel }}
                              filters: UpperCamel lowerCamel snake_case kebab_case plural upper lower
                              {% if field.isOptional and not field.isArray %} ... {% elif ... %}
                              {% else %} ... {% endif %}   comparisons: == != with "quoted" text
                              {% for field in fields %} ... {% endfor %}  (loop.first loop.last loop.index)
                              {# comment #}   A tag alone on its line leaves no blank line.
                            Field members: name type base column sqlType sample otherSample isOptional
                            isArray isString isInt isDouble isBool isDate isUUID.
                            Other values: entity entityPlural fields gateway project author date
                            templateVersion paths.<name>. Errors name the template file and line.
          Registrations go between '// scaffold:<marker>:begin' and '// scaffold:<marker>:end', one
          line per entity, in the order generated: each after the entities it refers to.

        EXIT CODES
          0   success (including a plan with nothing to do)
          1   failure reading or writing files (the message says whether the tree is unchanged, was
              restored, or will be finished from the journal by the next command)
          2   --verify or --selftest: the build or the tests failed; the real tree was not touched
          64  usage error (a mistyped option gets "did you mean")
          65  refused input: entity name, fields, gateway, configuration, template, missing markers,
              --remove of an entity others refer to or the app is built around
          66  --remove: the manifest does not record that entity
          73  existing files (use --force, --force-overwrite PATH or --skip), generated files edited by
              hand (--upgrade, a field change, generating again; use --force), or --remove found edited
              files or registration lines (use --force)

        """
}
