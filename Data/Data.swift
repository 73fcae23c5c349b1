import CSQLite
import Domain
